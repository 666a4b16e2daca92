/**
 * Demo sea ports and rail stations: UN/LOCODE-style codes, names in the three interface languages
 * (English `portname`, Chinese `localname`, Russian `russianname`), city, state (ISO 3166-2 subdivision)
 * and country. Border crossings carry their railway short codes (ALASC, KHORG, ERLIA, MZLJ).
 */
export interface PortSeed {
  portcode: string;
  moduletype: 'ox' | 'rt';
  portname: string;
  localname: string;
  russianname: string;
  cityname: string;
  statecode: string;
  countrycode: string;
  countryname: string;
  tradelanecode?: string;
  ishot?: boolean;
  isborder?: boolean;
}

type Row = [code: string, en: string, zh: string, ru: string, city: string, state: string, country: string, countryName: string, lane?: string, hot?: boolean];

const rows = (moduletype: 'ox' | 'rt', list: Row[], extra: Partial<PortSeed> = {}): PortSeed[] =>
  list.map(([portcode, portname, localname, russianname, cityname, statecode, countrycode, countryname, tradelanecode, ishot]) => ({
    portcode, moduletype, portname, localname, russianname, cityname, statecode, countrycode, countryname, tradelanecode, ishot, ...extra,
  }));

/** Rail origins in China: the main China-Europe / China-Central Asia train hubs. */
export const railOrigins = ['CNXIY', 'CNCKG', 'CNCTU', 'CNCGO', 'CNYIW', 'CNWUH'] as const;
/** Where trains leave China. The first two are the western crossings (portal.md §9 operator fee). */
export const borderCrossings = ['ALASC', 'KHORG', 'ERLIA', 'MZLJ'] as const;
export const railDestinations = ['RUMOW', 'BYMSQ', 'KZALA', 'UZTAS', 'DEDUI', 'DEHAM', 'PLMAL'] as const;

export const seaOrigins = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO'] as const;
export const seaDestinations = ['NLRTM', 'DEHAM', 'USLAX', 'SGSIN', 'AEJEA', 'BRSSZ'] as const;

export const railStations: PortSeed[] = [
  // Rail origins are the hot stations of loading of the lane their trains mostly run (the loading picker offers them).
  ...rows('rt', [
    ['CNXIY', "Xi'an", '西安', 'Сиань', "Xi'an", 'SN', 'CN', 'China', 'RAIL-CA', true],
    ['CNCKG', 'Chongqing', '重庆', 'Чунцин', 'Chongqing', 'CQ', 'CN', 'China', 'RAIL-EU', true],
    ['CNCTU', 'Chengdu', '成都', 'Чэнду', 'Chengdu', 'SC', 'CN', 'China', 'RAIL-EU', true],
    ['CNCGO', 'Zhengzhou', '郑州', 'Чжэнчжоу', 'Zhengzhou', 'HA', 'CN', 'China', 'RAIL-EU', true],
    ['CNYIW', 'Yiwu', '义乌', 'Иу', 'Yiwu', 'ZJ', 'CN', 'China', 'RAIL-CA', true],
    ['CNWUH', 'Wuhan', '武汉', 'Ухань', 'Wuhan', 'HB', 'CN', 'China', 'RAIL-RU', true],
  ]),
  ...rows('rt', [
    ['ALASC', 'Alashankou', '阿拉山口', 'Алашанькоу', 'Alashankou', 'XJ', 'CN', 'China'],
    ['KHORG', 'Khorgos', '霍尔果斯', 'Хоргос', 'Khorgos', 'XJ', 'CN', 'China'],
    ['ERLIA', 'Erenhot', '二连浩特', 'Эрлянь', 'Erenhot', 'NM', 'CN', 'China'],
    ['MZLJ', 'Manzhouli', '满洲里', 'Маньчжурия', 'Manzhouli', 'NM', 'CN', 'China'],
  ], { isborder: true }),
  ...rows('rt', [
    ['RUMOW', 'Moscow', '莫斯科', 'Москва', 'Moscow', 'MOW', 'RU', 'Russia', 'RAIL-RU', true],
    ['BYMSQ', 'Minsk', '明斯克', 'Минск', 'Minsk', 'HM', 'BY', 'Belarus', 'RAIL-RU', true],
    ['KZALA', 'Almaty', '阿拉木图', 'Алматы', 'Almaty', '75', 'KZ', 'Kazakhstan', 'RAIL-CA', true],
    ['UZTAS', 'Tashkent', '塔什干', 'Ташкент', 'Tashkent', 'TK', 'UZ', 'Uzbekistan', 'RAIL-CA', true],
    ['DEDUI', 'Duisburg', '杜伊斯堡', 'Дуйсбург', 'Duisburg', 'NW', 'DE', 'Germany', 'RAIL-EU', true],
    ['DEHAM', 'Hamburg', '汉堡', 'Гамбург', 'Hamburg', 'HH', 'DE', 'Germany', 'RAIL-EU', false],
    ['PLMAL', 'Malaszewicze', '马拉舍维奇', 'Малашевиче', 'Małaszewicze', '06', 'PL', 'Poland', 'RAIL-EU', true],
  ]),
];

// The main ports of loading are hot on every lane (they belong to none): the loading picker offers them first.
export const seaPorts: PortSeed[] = rows('ox', [
  ['CNSHA', 'Shanghai', '上海', 'Шанхай', 'Shanghai', 'SH', 'CN', 'China', undefined, true],
  ['CNNGB', 'Ningbo', '宁波', 'Нинбо', 'Ningbo', 'ZJ', 'CN', 'China', undefined, true],
  ['CNSZX', 'Shenzhen', '深圳', 'Шэньчжэнь', 'Shenzhen', 'GD', 'CN', 'China', undefined, true],
  ['CNTAO', 'Qingdao', '青岛', 'Циндао', 'Qingdao', 'SD', 'CN', 'China', undefined, true],
  ['CNTXG', 'Tianjin Xingang', '天津新港', 'Тяньцзинь Синган', 'Tianjin', 'TJ', 'CN', 'China'],
  ['CNXMN', 'Xiamen', '厦门', 'Сямынь', 'Xiamen', 'FJ', 'CN', 'China'],
  ['NLRTM', 'Rotterdam', '鹿特丹', 'Роттердам', 'Rotterdam', 'ZH', 'NL', 'Netherlands', 'EUR', true],
  ['DEHAM', 'Hamburg', '汉堡', 'Гамбург', 'Hamburg', 'HH', 'DE', 'Germany', 'EUR', true],
  ['BEANR', 'Antwerp', '安特卫普', 'Антверпен', 'Antwerp', 'VAN', 'BE', 'Belgium', 'EUR', false],
  ['GBFXT', 'Felixstowe', '费利克斯托', 'Феликстоу', 'Felixstowe', 'SFK', 'GB', 'United Kingdom', 'EUR', false],
  ['USLAX', 'Los Angeles', '洛杉矶', 'Лос-Анджелес', 'Los Angeles', 'CA', 'US', 'United States', 'USWC', true],
  ['USLGB', 'Long Beach', '长滩', 'Лонг-Бич', 'Long Beach', 'CA', 'US', 'United States', 'USWC', false],
  ['SGSIN', 'Singapore', '新加坡', 'Сингапур', 'Singapore', '01', 'SG', 'Singapore', 'SEA', true],
  ['MYPKG', 'Port Klang', '巴生港', 'Порт-Кланг', 'Klang', '10', 'MY', 'Malaysia', 'SEA', true],
  ['LKCMB', 'Colombo', '科伦坡', 'Коломбо', 'Colombo', '1', 'LK', 'Sri Lanka', 'ISC', true],
  ['INNSA', 'Nhava Sheva', '那瓦舍瓦', 'Нава-Шева', 'Navi Mumbai', 'MH', 'IN', 'India', 'ISC', true],
  ['KRPUS', 'Busan', '釜山', 'Пусан', 'Busan', '26', 'KR', 'Korea, Republic of', 'KJ', true],
  ['JPTYO', 'Tokyo', '东京', 'Токио', 'Tokyo', '13', 'JP', 'Japan', 'KJ', true],
  ['AEJEA', 'Jebel Ali', '杰贝阿里', 'Джебель-Али', 'Dubai', 'DU', 'AE', 'United Arab Emirates', 'MEG', true],
  ['BRSSZ', 'Santos', '桑托斯', 'Сантус', 'Santos', 'SP', 'BR', 'Brazil', 'SAEC', true],
  ['SAJED', 'Jeddah', '吉达', 'Джидда', 'Jeddah', '02', 'SA', 'Saudi Arabia', 'RSEA', true],
]);

export const allPorts: PortSeed[] = [...railStations, ...seaPorts];
