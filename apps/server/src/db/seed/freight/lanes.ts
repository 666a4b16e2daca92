/**
 * Demo trade lanes. Sea lanes group destination ports (and their hot ports); rail lanes group the
 * destination stations of the China-Europe, China-Russia and China-Central Asia trains. The Red Sea
 * lane is forbidden (services suspended): its rates stay in the database and are never offered.
 */
export interface TradeLaneSeed {
  tradelanecode: string;
  moduletype: 'ox' | 'rt';
  tradelanename: string;
  englishname: string;
  russianname: string;
  isforbid?: boolean;
}

export const tradeLanes: TradeLaneSeed[] = [
  { tradelanecode: 'EUR', moduletype: 'ox', tradelanename: '欧洲线', englishname: 'North Europe', russianname: 'Северная Европа' },
  { tradelanecode: 'USWC', moduletype: 'ox', tradelanename: '美西线', englishname: 'US West Coast', russianname: 'Западное побережье США' },
  { tradelanecode: 'SEA', moduletype: 'ox', tradelanename: '东南亚线', englishname: 'Southeast Asia', russianname: 'Юго-Восточная Азия' },
  { tradelanecode: 'ISC', moduletype: 'ox', tradelanename: '印巴线', englishname: 'Indian Subcontinent', russianname: 'Индийский субконтинент' },
  { tradelanecode: 'KJ', moduletype: 'ox', tradelanename: '日韩线', englishname: 'Japan & Korea', russianname: 'Япония и Корея' },
  { tradelanecode: 'MEG', moduletype: 'ox', tradelanename: '中东线', englishname: 'Middle East Gulf', russianname: 'Персидский залив' },
  { tradelanecode: 'SAEC', moduletype: 'ox', tradelanename: '南美东线', englishname: 'South America East Coast', russianname: 'Восточное побережье Южной Америки' },
  { tradelanecode: 'RSEA', moduletype: 'ox', tradelanename: '红海线', englishname: 'Red Sea', russianname: 'Красное море', isforbid: true },
  { tradelanecode: 'RAIL-RU', moduletype: 'rt', tradelanename: '中俄班列', englishname: 'China–Russia & Belarus rail', russianname: 'Китай — Россия и Беларусь (ж/д)' },
  { tradelanecode: 'RAIL-CA', moduletype: 'rt', tradelanename: '中亚班列', englishname: 'China–Central Asia rail', russianname: 'Китай — Центральная Азия (ж/д)' },
  { tradelanecode: 'RAIL-EU', moduletype: 'rt', tradelanename: '中欧班列', englishname: 'China–Europe rail', russianname: 'Китай — Европа (ж/д)' },
];
