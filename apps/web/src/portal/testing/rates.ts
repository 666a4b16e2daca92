import type { Port } from '../api/ports';
import type { RailFclRate, RailLclRate } from '../api/railRates';
import type { SeaRate } from '../api/seaRates';

/** A rail LCL rate from Xi'an to Moscow via Alashankou; override what a test is about. */
export function lclRate(overrides: Partial<RailLclRate> = {}): RailLclRate {
  return {
    rwlclrateid: 1,
    portofloadingcode: 'CNXIY',
    portofdischargecode: 'ALASC',
    finaldestinationcode: 'RUMOW',
    XC__portofloadingcode: '西安',
    XC__portofdischargecode: '阿拉山口',
    XC__finaldestinationcode: '莫斯科',
    senddatetime: '2026-05-03',
    blclosetime: '2026-04-28T10:00:00.000Z',
    closingtime: '2026-04-30T10:00:00.000Z',
    effectdate: '2026-05-01',
    expireddate: '2026-05-31',
    voyage: 18,
    remark: '',
    englishremark: '',
    russianremark: '',
    XC__remark: '',
    currencycode: 'USD',
    price: [{ salesprice: 85, currencycode: 'USD', unit: 'CBM' }],
    ...overrides,
  };
}

export function fclRate(overrides: Partial<RailFclRate> = {}): RailFclRate {
  const { price: _price, rwlclrateid: _id, ...base } = lclRate();
  return { ...base, rwrateid: 1, price20: 4200, pricehc: 3900, pickupctnaddress: '西安国际港站', XC__pickupctnaddress: '西安国际港站', ...overrides };
}

export function seaRate(overrides: Partial<SeaRate> = {}): SeaRate {
  return {
    fclrateid: 1,
    carriercode: 'COSCO',
    carriername: 'COSCO Shipping',
    carrierlogo: '',
    portofloadingcode: 'CNSHA',
    portoftranshipped: '',
    portoftranshipped2: '',
    finaldestination: 'DEHAM',
    XC__portofloadingcode: '上海',
    XC__portoftranshipped: '',
    XC__portoftranshipped2: '',
    XC__finaldestination: '汉堡',
    carriertradelane: 'EU',
    XC__carriertradelane: '欧洲线',
    space: 'Y',
    transferdirect: 'D',
    transittime: 32,
    transittimeinfo: '',
    etddate: '2026-05-06',
    currencycode: 'USD',
    price20: 1200,
    price40: 2100,
    pricehc: 2200,
    price45: null,
    price40nor: 1800,
    effectdate: '2026-05-01',
    expireddate: '2026-05-31',
    remark: '',
    englishremark: '',
    russianremark: '',
    XC__remark: '',
    contactnumber: '+8613800001234',
    othercharges: [],
    ...overrides,
  };
}

export function port(portcode: string, names: { zh: string; en: string; ru?: string }, overrides: Partial<Port> = {}): Port {
  return {
    portcode,
    portname: names.en,
    localname: names.zh,
    russianname: names.ru ?? names.en,
    isocode: portcode,
    cityname: names.en,
    statecode: '',
    countrycode: portcode.slice(0, 2),
    countryname: '',
    moduletype: 'rt',
    tradelanecode: 'EU',
    ishot: 'N',
    label: `${names.zh} (${portcode})`,
    ...overrides,
  };
}
