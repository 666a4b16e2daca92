import { SeededRandom } from './random';
import { carriers } from './carriers';
import { allPorts } from './ports';

/**
 * The demo rate generator: a year of weekly departures, from 44 weeks back to about 8 weeks ahead
 * of `today`, with validity windows around each departure. Most departures still to come are in force;
 * older ones have expired, a few current ones were superseded by a new price (expired, ETD ahead)
 * and a few were withdrawn (status disabled). The same `today` always gives the same data.
 */

const dayMs = 86_400_000;
const weeksBack = 44;
const weeksAhead = 8;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs));
/** A time of day in China (UTC+8) on `iso`. */
const chinaTime = (iso: string, hhmm: string) => new Date(`${iso}T${hhmm}:00+08:00`);
const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The Monday of the week of `today`, as 'YYYY-MM-DD'. */
function mondayOf(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
}

interface Departure {
  week: number;
  etd: string;
}

/**
 * Weekly departures on `weekday` (0 Monday) of the 44 weeks before this one, this one and the 8
 * after, every `every` weeks. The list never depends on the day of the week `today` falls on, so the
 * generator draws the same random numbers, and makes the same data, whatever the date.
 */
function departures(today: string, weekday: number, every: number): Departure[] {
  const monday = mondayOf(today);
  const list: Departure[] = [];
  for (let week = -weeksBack; week <= weeksAhead; week++) {
    if (week % every === 0) list.push({ week, etd: addDays(monday, week * 7 + weekday) });
  }
  return list;
}

/** Rates run a little dearer in the peak weeks: a half-year swing of a few per cent. */
const season = (week: number) => Math.sin((2 * Math.PI * (week + 10)) / 26);

interface Validity {
  effectdate: string;
  expireddate: string;
  status: '0' | '1';
}

/** Quoted five to seven weeks before departure, valid until a few days after it; 3% withdrawn. */
function validity(random: SeededRandom, etd: string): Validity {
  return {
    effectdate: addDays(etd, -random.int(35, 49)),
    expireddate: addDays(etd, random.int(2, 6)),
    status: random.chance(0.03) ? '1' : '0',
  };
}

/** A departure still to come whose first quote was replaced: the old quote expired a few days ago. */
function superseded(random: SeededRandom, today: string, etd: string): Validity | null {
  const replaced = random.chance(0.08);
  if (!replaced || etd < today) return null;
  return { effectdate: addDays(today, -random.int(25, 40)), expireddate: addDays(today, -random.int(1, 6)), status: '0' };
}

/**
 * A departure's quotes, each with the generator its prices are drawn from. Whether a departure has an old quote
 * depends on `today`, so the old quotes draw from a generator of their own (`replaced`): the current quotes, and
 * with them the whole list, stay the same on every day of a week.
 */
function quotesOf(random: SeededRandom, replaced: SeededRandom, today: string, etd: string, oldFactor: number): [Validity, number, SeededRandom][] {
  const quotes: [Validity, number, SeededRandom][] = [[validity(random, etd), 1, random]];
  const old = superseded(replaced, today, etd);
  if (old) quotes.push([old, oldFactor, replaced]);
  return quotes;
}

interface Remark {
  remark: string;
  englishremark: string;
  russianremark: string;
}

const noRemark: Remark = { remark: '', englishremark: '', russianremark: '' };
const notice = 'https://portal.globalfreight.example/notice';

const railLclRemarks: Remark[] = [
  {
    remark: '<b>含国内段运费及口岸换装费</b><br>不含目的站清关及送货费用',
    englishremark: '<b>Includes China-side freight and border transshipment</b><br>Destination customs clearance and delivery not included',
    russianremark: '<b>Включены перевозка по Китаю и перегрузка на границе</b><br>Таможенное оформление и доставка в пункте назначения не включены',
  },
  {
    remark: `单票限重 20 吨，超重加收超重费<br>详见 <a href="${notice}/rail-lcl">拼箱操作须知</a>`,
    englishremark: `Up to 20 t per shipment, overweight surcharge above that<br>See <a href="${notice}/rail-lcl">LCL handling notes</a>`,
    russianremark: `До 20 т на отправку, сверх — доплата за перевес<br>См. <a href="${notice}/rail-lcl">правила сборных отправок</a>`,
  },
  {
    remark: '<b>带电、液体货物须提前申报</b>，危险品不接',
    englishremark: '<b>Batteries and liquids must be declared in advance</b>; no dangerous goods',
    russianremark: '<b>Батареи и жидкости декларируются заранее</b>; опасные грузы не принимаются',
  },
  noRemark,
];

const railFclRemarks: Remark[] = [
  {
    remark: '<b>COC 含箱使用费</b>，目的站免费用箱 14 天<br>SOC 须自备适箱',
    englishremark: '<b>COC includes container use</b>, 14 free days at destination<br>SOC: the shipper provides a sound container',
    russianremark: '<b>COC — с использованием контейнера</b>, 14 дней бесплатно на станции назначения<br>SOC: исправный контейнер отправителя',
  },
  {
    remark: `截港后不接受改单<br>详见 <a href="${notice}/rail-fcl">整箱班列须知</a>`,
    englishremark: `No amendments after the cut-off<br>See <a href="${notice}/rail-fcl">FCL train notes</a>`,
    russianremark: `После отсечки изменения не принимаются<br>См. <a href="${notice}/rail-fcl">правила контейнерных поездов</a>`,
  },
  {
    remark: '<b>单箱货重不超过 24 吨</b>',
    englishremark: '<b>Cargo weight up to 24 t per container</b>',
    russianremark: '<b>Вес груза до 24 т на контейнер</b>',
  },
  noRemark,
];

function seaRemarks(site: string): Remark[] {
  const host = site.replace(/^https:\/\//, '');
  return [
    {
      remark: '<b>含 BAF/LSS</b>，不含目的港费用<br>旺季舱位紧张，请提前两周订舱',
      englishremark: '<b>BAF/LSS included</b>, destination charges excluded<br>Peak season: please book two weeks ahead',
      russianremark: '<b>BAF/LSS включены</b>, сборы в порту назначения не включены<br>Пик сезона: бронируйте за две недели',
    },
    {
      remark: `船期以船公司公告为准：<a href="${site}">${host}</a>`,
      englishremark: `Sailings as announced by the carrier: <a href="${site}">${host}</a>`,
      russianremark: `Расписание — по объявлениям перевозчика: <a href="${site}">${host}</a>`,
    },
    {
      remark: "<b>限重：20' 21 吨，40' 26 吨</b><br>超重须提前确认",
      englishremark: "<b>Weight limit: 20' 21 t, 40' 26 t</b><br>Overweight only on prior approval",
      russianremark: "<b>Предельный вес: 20' 21 т, 40' 26 т</b><br>Перевес — только по согласованию",
    },
    noRemark,
  ];
}

const laneOf = (moduletype: 'ox' | 'rt', portcode: string) =>
  allPorts.find((p) => p.moduletype === moduletype && p.portcode === portcode)?.tradelanecode ?? null;

// ---------------------------------------------------------------- rail

/** Crossings each origin's trains use, most used first. */
const originBorders: Record<string, string[]> = {
  CNXIY: ['ALASC', 'KHORG'], CNCKG: ['ALASC', 'KHORG'], CNCTU: ['KHORG', 'ALASC'],
  CNCGO: ['ERLIA', 'ALASC'], CNWUH: ['ERLIA', 'ALASC'], CNYIW: ['ALASC', 'MZLJ'],
};

interface RailDestination {
  code: string;
  borders: string[];
  /** Voyage days from Xi'an through the first crossing. */
  days: number;
  /** USD per CBM. */
  lcl: number;
  /** USD per 40HQ, carrier-owned. */
  coc: number;
}

const railDestinationFacts: RailDestination[] = [
  { code: 'RUMOW', borders: ['ERLIA', 'MZLJ', 'ALASC'], days: 14, lcl: 118, coc: 6200 },
  { code: 'BYMSQ', borders: ['MZLJ', 'ERLIA', 'ALASC'], days: 15, lcl: 124, coc: 6500 },
  { code: 'KZALA', borders: ['KHORG', 'ALASC'], days: 6, lcl: 92, coc: 4600 },
  { code: 'UZTAS', borders: ['KHORG', 'ALASC'], days: 9, lcl: 104, coc: 5100 },
  { code: 'DEDUI', borders: ['ALASC', 'ERLIA', 'MZLJ', 'KHORG'], days: 18, lcl: 142, coc: 7700 },
  { code: 'DEHAM', borders: ['ALASC', 'ERLIA', 'MZLJ'], days: 19, lcl: 146, coc: 7900 },
  { code: 'PLMAL', borders: ['ALASC', 'KHORG', 'MZLJ', 'ERLIA'], days: 15, lcl: 134, coc: 7200 },
];

const originExtra: Record<string, { days: number; price: number }> = {
  CNXIY: { days: 0, price: 0 }, CNCKG: { days: 1, price: 3 }, CNCTU: { days: 1, price: 2 },
  CNCGO: { days: 1, price: 2 }, CNWUH: { days: 2, price: 5 }, CNYIW: { days: 3, price: 7 },
};

interface PickupDepot {
  pickupctnaddress: string;
  englishpickupctnaddress: string;
  russianpickupctnaddress: string;
}

const depot = (pickupctnaddress: string, englishpickupctnaddress: string, russianpickupctnaddress: string): PickupDepot =>
  ({ pickupctnaddress, englishpickupctnaddress, russianpickupctnaddress });

/** Each origin's container depot; Wuhan's has no Russian name yet, so a Russian reader sees the English one. */
const pickupDepots: Record<string, PickupDepot> = {
  CNXIY: depot('西安国际港站集装箱中心站', "Xi'an International Port Station CY", 'Контейнерный терминал станции Сиань Интернешнл Порт'),
  CNCKG: depot('重庆团结村集装箱中心站', 'Chongqing Tuanjiecun Station CY', 'Контейнерный терминал станции Чунцин Туаньцзецунь'),
  CNCTU: depot('成都城厢站铁路集装箱中心', 'Chengdu Chengxiang Station CY', 'Контейнерный терминал станции Чэнду Чэнсян'),
  CNCGO: depot('郑州圃田站集装箱中心', 'Zhengzhou Putian Station CY', 'Контейнерный терминал станции Чжэнчжоу Путянь'),
  CNYIW: depot('义乌西站铁路集装箱场站', 'Yiwu West Station CY', 'Контейнерный терминал станции Иу-Западная'),
  CNWUH: depot('武汉吴家山站集装箱中心', 'Wuhan Wujiashan Station CY', ''),
};

/** Hot rail lanes (callZxyjYhApi): one headline lane per origin. */
const hotRailLanes = new Set(['CNXIY-RUMOW', 'CNCKG-DEDUI', 'CNCTU-PLMAL', 'CNCGO-BYMSQ', 'CNYIW-KZALA', 'CNWUH-UZTAS']);

interface RailRoute {
  origin: string;
  border: string;
  destination: RailDestination;
  weekday: number;
  every: number;
  hot: boolean;
}

function railRoutes(random: SeededRandom): RailRoute[] {
  const routes: RailRoute[] = [];
  for (const origin of Object.keys(originBorders)) {
    for (const destination of railDestinationFacts) {
      const usable = originBorders[origin]!.filter((b) => destination.borders.includes(b));
      // A lane through one crossing runs a second, fortnightly train through it.
      const borders = usable.length > 1 ? usable : [usable[0] ?? destination.borders[0]!, usable[0] ?? destination.borders[0]!];
      borders.forEach((border, i) => {
        routes.push({ origin, border, destination, weekday: random.int(0, 6), every: i === 0 ? 1 : 2, hot: hotRailLanes.has(`${origin}-${destination.code}`) });
      });
    }
  }
  return routes;
}

const railBorderDays = (route: RailRoute) => (route.border === route.destination.borders[0] ? 0 : 1);

export interface RailRateSeed extends Remark, Validity {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  tradelanecode: string | null;
  senddatetime: string;
  blclosetime: Date;
  closingtime: Date;
  voyage: number;
  currencycode: string;
  ishot: 'Y' | 'N';
  createBy: string;
}

export interface RailLclSeed extends RailRateSeed {
  prices: { salesprice: number; currencycode: string; unit: string; sort: number }[];
}

export interface RailFclSeed extends RailRateSeed, PickupDepot {
  price20: number;
  pricehc: number;
}

function railRate(random: SeededRandom, route: RailRoute, etd: string, when: Validity, remarks: Remark[]): RailRateSeed {
  return {
    portofloadingcode: route.origin,
    portofdischargecode: route.border,
    finaldestinationcode: route.destination.code,
    tradelanecode: laneOf('rt', route.destination.code),
    senddatetime: etd,
    blclosetime: chinaTime(addDays(etd, -3), '17:00'),
    closingtime: chinaTime(addDays(etd, -1), '12:00'),
    voyage: route.destination.days + originExtra[route.origin]!.days + railBorderDays(route) + random.int(0, 2),
    currencycode: 'USD',
    ishot: route.hot ? 'Y' : 'N',
    createBy: 'admin',
    ...random.pick(remarks),
    ...when,
  };
}

export function generateRailRates(today: string, seed = 20_260_101): { lcl: RailLclSeed[]; fcl: RailFclSeed[] } {
  const random = new SeededRandom(seed);
  const replaced = new SeededRandom(seed + 1);
  const lcl: RailLclSeed[] = [];
  const fcl: RailFclSeed[] = [];
  for (const route of railRoutes(random)) {
    const withCny = random.chance(0.4);
    const extra = originExtra[route.origin]!.price + (railBorderDays(route) ? 4 : 0);
    for (const { week, etd } of departures(today, route.weekday, route.every)) {
      if (random.chance(0.05)) continue; // train cancelled that week
      const trend = season(week);
      const perCbm = clamp(Math.round(route.destination.lcl + extra + 6 * trend + random.between(-5, 5)), 90, 160);
      const coc = clamp(round(route.destination.coc + extra * 40 + 250 * trend + random.between(-200, 200), 50), 4500, 8500);
      const socDiscount = round(random.between(600, 1200), 50);
      const lclPrices = (price: number) => [
        { salesprice: price, currencycode: 'USD', unit: 'CBM', sort: 0 },
        ...(withCny ? [{ salesprice: round(price * 7.1, 5), currencycode: 'CNY', unit: 'CBM', sort: 1 }] : []),
      ];
      for (const [when, factor, draw] of quotesOf(random, replaced, today, etd, 1.06)) {
        lcl.push({ ...railRate(draw, route, etd, when, railLclRemarks), prices: lclPrices(clamp(Math.round(perCbm * factor), 90, 160)) });
        const price20 = clamp(round(coc * factor, 50), 4500, 8500);
        fcl.push({
          ...railRate(draw, route, etd, when, railFclRemarks),
          price20,
          pricehc: price20 - socDiscount,
          ...pickupDepots[route.origin]!,
        });
      }
    }
  }
  return { lcl, fcl };
}

/** Other charges of a rail LCL rate. */
export const railLclCharges = [
  {
    ratetype: 'Paid at Origin', freightname: '出口报关费', englishname: 'Export customs declaration', russianname: 'Экспортное таможенное оформление',
    currencycode: 'CNY', amount: 300, unit: '', remark: '每票', englishremark: 'Per shipment', russianremark: 'За отправку', sort: 1,
  },
  {
    ratetype: 'Paid at Destination', freightname: '目的站拆箱费', englishname: 'Destination devanning', russianname: 'Растарка на станции назначения',
    currencycode: 'USD', amount: 15, unit: 'CBM', remark: '按计费体积', englishremark: 'By chargeable volume', russianremark: 'По расчётному объёму', sort: 2,
  },
];

// ---------------------------------------------------------------- sea

interface SeaDestination {
  code: string;
  carriers: string[];
  /** USD from Shanghai: 20GP, 40GP. */
  price20: number;
  price40: number;
  /** Days from Shanghai, direct. */
  days: number;
  /** Share of direct services. */
  direct: number;
  /** Transshipment ports, first and (optional) second leg. */
  via: [string, string?][];
  origins: readonly string[];
  /** Destination terminal handling: currency, 20' and 40' amounts. */
  dthc: [string, number, number];
  /** Bunker surcharge in USD, 20' and 40'. */
  baf: [number, number];
}

const seaOriginsAll = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO'] as const;

const seaDestinationFacts: SeaDestination[] = [
  { code: 'NLRTM', carriers: ['COSU', 'MSCU', 'MAEU', 'CMDU', 'HLCU', 'EGLV', 'ONEY'], price20: 1400, price40: 2300, days: 30, direct: 0.7, via: [['SGSIN'], ['LKCMB'], ['MYPKG']], origins: seaOriginsAll, dthc: ['EUR', 245, 335], baf: [180, 360] },
  { code: 'DEHAM', carriers: ['COSU', 'MSCU', 'MAEU', 'CMDU', 'HLCU', 'EGLV', 'ONEY'], price20: 1460, price40: 2400, days: 32, direct: 0.7, via: [['SGSIN'], ['LKCMB'], ['MYPKG']], origins: seaOriginsAll, dthc: ['EUR', 265, 360], baf: [180, 360] },
  { code: 'USLAX', carriers: ['COSU', 'EGLV', 'ONEY', 'YMLU', 'ZIMU', 'MAEU', 'HDMU'], price20: 1900, price40: 2650, days: 14, direct: 0.85, via: [['KRPUS']], origins: seaOriginsAll, dthc: ['USD', 310, 480], baf: [150, 300] },
  { code: 'SGSIN', carriers: ['COSU', 'ONEY', 'EGLV', 'YMLU', 'MSCU'], price20: 900, price40: 1500, days: 6, direct: 1, via: [], origins: seaOriginsAll, dthc: ['USD', 160, 240], baf: [60, 120] },
  { code: 'AEJEA', carriers: ['COSU', 'MSCU', 'CMDU', 'EGLV', 'ZIMU'], price20: 1250, price40: 2050, days: 20, direct: 0.6, via: [['LKCMB'], ['MYPKG'], ['SGSIN']], origins: seaOriginsAll, dthc: ['AED', 650, 975], baf: [120, 240] },
  { code: 'BRSSZ', carriers: ['MSCU', 'MAEU', 'CMDU', 'COSU', 'HLCU'], price20: 2550, price40: 4350, days: 36, direct: 0.5, via: [['SGSIN'], ['MYPKG'], ['KRPUS', 'SGSIN']], origins: seaOriginsAll, dthc: ['USD', 300, 450], baf: [220, 440] },
  { code: 'SAJED', carriers: ['COSU', 'MSCU', 'CMDU'], price20: 2200, price40: 3600, days: 22, direct: 0.8, via: [['LKCMB']], origins: ['CNSHA', 'CNNGB'], dthc: ['SAR', 650, 975], baf: [300, 600] },
];

/** Per port of loading; `contact` is the desk's number in E.164 (Shanghai and Qingdao a mobile that can take a chat, Ningbo and Shenzhen a landline). */
const seaOriginFacts: Record<string, { factor: number; days: number; thc: number; doc: number; isps: number; contact: string }> = {
  CNSHA: { factor: 1, days: 0, thc: 890, doc: 500, isps: 15, contact: '+8613816882301' },
  CNNGB: { factor: 0.98, days: 0, thc: 850, doc: 450, isps: 15, contact: '+8657487652302' },
  CNSZX: { factor: 1.03, days: -1, thc: 1000, doc: 550, isps: 20, contact: '+8675583662303' },
  CNTAO: { factor: 1.06, days: 2, thc: 830, doc: 450, isps: 15, contact: '+8613953292304' },
};

const serviceNames: Record<string, string> = { NLRTM: 'AEU', DEHAM: 'NEU', USLAX: 'PSW', SGSIN: 'SEA', AEJEA: 'MEX', BRSSZ: 'SAX', SAJED: 'RSX' };

export interface SeaRateSeed extends Remark, Validity {
  carriercode: string;
  portofloadingcode: string;
  portoftranshipped: string;
  portoftranshipped2: string;
  finaldestination: string;
  carriertradelane: string;
  space: 'Y' | 'N';
  transferdirect: 'D' | 'T';
  transittime: number;
  transittimeinfo: string;
  etddate: string;
  currencycode: string;
  price20: number;
  price40: number;
  pricehc: number;
  price45: number | null;
  price40nor: number | null;
  contactnumber: string;
  createBy: string;
  charges: SurchargeSeed[];
}

export interface SurchargeSeed {
  ratetype: string;
  freightname: string;
  englishname: string;
  russianname: string;
  currencycode: string;
  amount: number;
  unit: string;
  remark: string;
  englishremark: string;
  russianremark: string;
  sort: number;
}

type Texts = [string, string, string];

const charge = (sort: number, ratetype: string, [freightname, englishname, russianname]: Texts, currencycode: string, amount: number, unit: string,
  [remark, englishremark, russianremark]: Texts = ['', '', '']): SurchargeSeed =>
  ({ ratetype, freightname, englishname, russianname, currencycode, amount, unit, remark, englishremark, russianremark, sort });

/** Other charges of a sea rate; the first line is the ocean freight itself, which the portal leaves out. */
function seaCharges(random: SeededRandom, rate: Pick<SeaRateSeed, 'price20' | 'portofloadingcode'>, destination: SeaDestination): SurchargeSeed[] {
  const origin = seaOriginFacts[rate.portofloadingcode]!;
  const bafFactor = random.between(0.9, 1.1);
  const [dthcCurrency, dthc20, dthc40] = destination.dthc;
  const origin_ = 'Paid at Origin';
  const destination_ = 'Paid at Destination';
  return [
    charge(0, origin_, ['海运费', 'Ocean Freight', 'Морской фрахт'], 'USD', rate.price20, '20GP'),
    charge(1, origin_, ['码头操作费', 'Terminal handling charge (THC)', 'Терминальный сбор (THC)'], 'CNY', origin.thc, '20GP'),
    charge(2, origin_, ['码头操作费', 'Terminal handling charge (THC)', 'Терминальный сбор (THC)'], 'CNY', round(origin.thc * 1.5, 10), '40HC'),
    charge(3, origin_, ['文件费', 'Documentation fee (DOC)', 'Оформление документов (DOC)'], 'CNY', origin.doc, '', ['每票', 'Per B/L', 'За коносамент']),
    charge(4, origin_, ['封条费', 'Seal fee', 'Пломба'], 'CNY', 50, 'CTR', ['每箱一个', 'One per container', 'Одна на контейнер']),
    charge(5, origin_, ['港口设施保安费', 'ISPS security charge', 'Сбор ISPS'], 'CNY', origin.isps, 'CTR'),
    charge(6, origin_, ['燃油附加费', 'Bunker adjustment factor (BAF)', 'Бункерная надбавка (BAF)'], 'USD', round(destination.baf[0] * bafFactor, 5), '20GP'),
    charge(7, origin_, ['燃油附加费', 'Bunker adjustment factor (BAF)', 'Бункерная надбавка (BAF)'], 'USD', round(destination.baf[1] * bafFactor, 5), '40HC'),
    charge(8, destination_, ['目的港码头操作费', 'Destination THC (DTHC)', 'Терминальный сбор в порту назначения (DTHC)'], dthcCurrency, dthc20, '20GP'),
    charge(9, destination_, ['目的港码头操作费', 'Destination THC (DTHC)', 'Терминальный сбор в порту назначения (DTHC)'], dthcCurrency, dthc40, '40HC'),
  ];
}

const seaCarrier = (code: string) => carriers.find((c) => c.carriercode === code)!;

export function generateSeaRates(today: string, seed = 20_260_202): SeaRateSeed[] {
  const random = new SeededRandom(seed);
  const replaced = new SeededRandom(seed + 1);
  const rates: SeaRateSeed[] = [];
  for (const destination of seaDestinationFacts) {
    const lane = laneOf('ox', destination.code)!;
    for (const originCode of destination.origins) {
      const origin = seaOriginFacts[originCode]!;
      const count = random.int(3, 4);
      const chosen = random.sample(destination.carriers.filter((c) => c !== 'HDMU'), count);
      if (destination.carriers.includes('HDMU') && originCode === 'CNSHA') chosen.push('HDMU');
      for (const carriercode of chosen) {
        const direct = random.chance(destination.direct);
        const [via1, via2] = direct ? [] : random.pick(destination.via);
        const carrierFactor = random.between(0.93, 1.1);
        const days = destination.days + origin.days + random.int(-1, 2) + (direct ? 0 : random.int(4, 7));
        const weekday = random.int(0, 6);
        const service = `${serviceNames[destination.code]}${random.int(1, 5)}`;
        const offers45 = random.chance(0.8);
        const offersNor = random.chance(0.5);
        const remarks = seaRemarks(seaCarrier(carriercode).site);
        for (const { week, etd } of departures(today, weekday, 1)) {
          if (random.chance(0.12)) continue; // blank sailing
          const factor = origin.factor * carrierFactor * (1 + 0.06 * season(week)) * random.between(0.96, 1.04) * (direct ? 1 : 0.93);
          const price20 = clamp(round(destination.price20 * factor, 10), 900, 2800);
          const price40 = clamp(round(destination.price40 * factor, 10), 1500, 4800);
          const pricehc = Math.min(4800, price40 + round(random.between(0, 100), 10));
          const base = {
            carriercode,
            portofloadingcode: originCode,
            portoftranshipped: via1 ?? '',
            portoftranshipped2: via2 ?? '',
            finaldestination: destination.code,
            carriertradelane: lane,
            space: random.chance(0.12) ? 'N' as const : 'Y' as const,
            transferdirect: direct ? 'D' as const : 'T' as const,
            transittime: days,
            transittimeinfo: `${service} ${days}D${direct ? '' : ` via ${[via1, via2].filter(Boolean).join('/')}`}`,
            etddate: etd,
            currencycode: 'USD',
            contactnumber: origin.contact,
            createBy: 'admin',
            ...random.pick(remarks),
          };
          for (const [when, f, draw] of quotesOf(random, replaced, today, etd, 1.05)) {
            const rate = {
              ...base,
              ...when,
              price20: clamp(round(price20 * f, 10), 900, 2800),
              price40: clamp(round(price40 * f, 10), 1500, 4800),
              pricehc: clamp(round(pricehc * f, 10), 1500, 4800),
              price45: offers45 ? round((pricehc + draw.between(150, 400)) * f, 10) : null,
              price40nor: offersNor ? round(price40 * 0.9 * f, 10) : null,
            };
            rates.push({ ...rate, charges: seaCharges(draw, rate, destination) });
          }
        }
      }
    }
  }
  return rates;
}

/** Today's date in UTC, 'YYYY-MM-DD'. */
export const utcToday = () => isoDate(new Date());
