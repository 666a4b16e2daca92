/**
 * Demo ocean carriers under their SCAC codes. HMM is switched off (status disabled): it keeps its
 * rates in the database, and the portal never offers them.
 */
export interface CarrierSeed {
  carriercode: string;
  carriername: string;
  localname: string;
  /** The carrier's public site, used in rate remarks. */
  site: string;
  contactnumber: string;
  disabled?: boolean;
}

export const carriers: CarrierSeed[] = [
  { carriercode: 'COSU', carriername: 'COSCO SHIPPING', localname: '中远海运', site: 'https://lines.coscoshipping.com', contactnumber: '+862165966105' },
  { carriercode: 'MSCU', carriername: 'MSC', localname: '地中海航运', site: 'https://www.msc.com', contactnumber: '+862160352888' },
  { carriercode: 'MAEU', carriername: 'MAERSK', localname: '马士基', site: 'https://www.maersk.com', contactnumber: '+862123068000' },
  { carriercode: 'CMDU', carriername: 'CMA CGM', localname: '达飞轮船', site: 'https://www.cma-cgm.com', contactnumber: '+862124118000' },
  { carriercode: 'EGLV', carriername: 'EVERGREEN', localname: '长荣海运', site: 'https://www.evergreen-line.com', contactnumber: '+862163390000' },
  { carriercode: 'ONEY', carriername: 'ONE', localname: '海洋网联', site: 'https://www.one-line.com', contactnumber: '+862161368000' },
  { carriercode: 'HLCU', carriername: 'HAPAG-LLOYD', localname: '赫伯罗特', site: 'https://www.hapag-lloyd.com', contactnumber: '+862123017000' },
  { carriercode: 'ZIMU', carriername: 'ZIM', localname: '以星航运', site: 'https://www.zim.com', contactnumber: '+862163913000' },
  { carriercode: 'YMLU', carriername: 'YANG MING', localname: '阳明海运', site: 'https://www.yangming.com', contactnumber: '+862163858000' },
  { carriercode: 'HDMU', carriername: 'HMM', localname: '现代商船', site: 'https://www.hmm21.com', contactnumber: '+862163351100', disabled: true },
];
