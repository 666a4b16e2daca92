import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { feeCurrency, inquiryNumber, referencePrice, round2, submissionKey, type CurrencyRate, type InquiryOwner } from '@freight/domain';
import type { Db } from '../../client';
import {
  carrier, exchangeRate, fclInquiry, fclInquiryLine, holiday, railFclRate, railLclCargo, railLclInquiry, railLclPrice, railLclRate, seaInquiry,
  seaQuotationLine, seaRate, sysUser, truckRate,
} from '../../schema/index';
import { addDays } from './rates';
import { SeededRandom } from './random';

/**
 * Demo inquiries of the demo customers (`demo` and `demo2`), so the portal's inquiry lists and the
 * back office's inquiry desk open with something in them: rail LCL inquiries with their cargo
 * (calculated and authorized, priced by the domain's reference-price rule), full-container quotes
 * with their freight and trucking lines, and sea inquiries, some quoted by `admin`. Dated over the
 * last 60 days, on rates of the demo freight data.
 */

interface Customer extends InquiryOwner { userName: string }

/** Inquiries per customer: `demo` gets more than a page of rail LCL inquiries, so its list pages. */
const plan = {
  demo: { lcl: 11, fcl: 5, sea: 8, quoted: 3 },
  demo2: { lcl: 4, fcl: 3, sea: 4, quoted: 1 },
} as const;

/** Pickup regions as the cascader names them (packages/domain regions), so truck rates are found. */
const pickupRegions = ['上海市-上海市', '浙江省-杭州市', '广东省-深圳市', '江苏省-苏州市', '陕西省-西安市', '四川省-成都市', '重庆市-重庆市', '河南省-郑州市'];
/** Words a customer wrote and their English and Russian translations, as staff give them when quoting. */
type Translated = [written: string, english: string, russian: string];
const goods: Translated[] = [
  ['服装', 'Garments', 'Одежда'], ['LED灯具', 'LED lamps', 'Светодиодные светильники'], ['汽车配件', 'Auto parts', 'Автозапчасти'],
  ['家用电器', 'Home appliances', 'Бытовая техника'], ['陶瓷餐具', 'Ceramic tableware', 'Керамическая посуда'], ['五金工具', 'Hand tools', 'Ручной инструмент'],
  ['纺织面料', 'Textiles', 'Ткани'],
];
/** Each translation of a list of words, comma-joined as the commodity joins the cargo names. */
const joined = (words: Translated[], which: 0 | 1 | 2) => words.map((word) => word[which]).join(',');
const doorStreets: Translated[] = [
  ['上海市浦东新区张江路', 'Zhangjiang Road, Pudong, Shanghai', 'Шанхай, Пудун, ул. Чжанцзян'],
  ['杭州市萧山区建设一路', 'Jianshe 1st Road, Xiaoshan, Hangzhou', 'Ханчжоу, Сяошань, ул. Цзяньшэ 1-я'],
  ['深圳市宝安区福永大道', "Fuyong Avenue, Bao'an, Shenzhen", 'Шэньчжэнь, Баоань, пр. Фуюн'],
  ['苏州工业园区星湖街', 'Xinghu Street, Suzhou Industrial Park', 'Сучжоу, индустриальный парк, ул. Синху'],
];
const trains = [
  { carriercode: 'CRCT', vesselname: "长安号 Chang'an" },
  { carriercode: 'CRCT', vesselname: '渝新欧 Yuxinou' },
  { carriercode: 'YXE', vesselname: '蓉欧快铁 Rong-Ou Express' },
];
const inquirers = ['王经理', '李娜', 'Ирина Смирнова', 'Алексей Петров', 'Chen Wei'];
/** A ship of each demo carrier. */
const vessels: Record<string, string> = {
  COSU: 'COSCO SHIPPING TAURUS', MSCU: 'MSC GULSUN', MAEU: 'MAERSK ESSEN', CMDU: 'CMA CGM MARCO POLO', EGLV: 'EVER GIVEN',
  ONEY: 'ONE APUS', HLCU: 'BERLIN EXPRESS', ZIMU: 'ZIM KINGSTON', YMLU: 'YM WELLNESS',
};
const returnPoints: Translated[] = [
  ['上海外高桥港区', 'Shanghai Waigaoqiao terminals', 'Шанхай, терминалы Вайгаоцяо'], ['宁波北仑港区', 'Ningbo Beilun terminals', 'Нинбо, терминалы Бэйлунь'],
  ['深圳盐田港区', 'Shenzhen Yantian terminals', 'Шэньчжэнь, терминалы Яньтянь'], ['青岛前湾港区', 'Qingdao Qianwan terminals', 'Циндао, терминалы Цяньвань'],
];
const seaBoxes = [
  { qty: 'gp20qty', price: 'price20', type: '20GP' },
  { qty: 'gp40qty', price: 'price40', type: '40GP' },
  { qty: 'hq40qty', price: 'pricehc', type: '40HC' },
  { qty: 'hq45qty', price: 'price45', type: '45HQ' },
] as const;

const stamp = (day: string, random: SeededRandom) => new Date(`${day}T${String(random.int(1, 9)).padStart(2, '0')}:${String(random.int(10, 59))}:${String(random.int(10, 59))}Z`);
/** The inquiry was sent a few days before departure, within the last 60 days and before today. */
const inquiryDay = (today: string, etd: string, random: SeededRandom) => {
  const day = addDays(etd, -random.int(3, 12));
  return day > addDays(today, -1) ? addDays(today, -random.int(1, 3)) : day < addDays(today, -60) ? addDays(today, -60) : day;
};

async function demoCustomers(db: Db): Promise<Record<keyof typeof plan, Customer>> {
  const users = await db.select({ userId: sysUser.userId, customerId: sysUser.customerId, userName: sysUser.userName }).from(sysUser)
    .where(inArray(sysUser.userName, Object.keys(plan)));
  const of = (name: string): Customer => {
    const user = users.find((u) => u.userName === name)!;
    return { userId: user.userId, customerId: user.customerId!, userName: name };
  };
  return { demo: of('demo'), demo2: of('demo2') };
}

/** The exchange-rate records in force on `day`: the latest of each pair from that day or before. */
function ratesOn(records: CurrencyRate[], day: string): CurrencyRate[] {
  const latest = new Map<string, CurrencyRate>();
  for (const r of records.filter((r) => r.fromdate <= day).sort((a, b) => a.fromdate.localeCompare(b.fromdate))) latest.set(`${r.srccurrency}/${r.destcurrency}`, r);
  return [...latest.values()];
}

async function seedRailLcl(db: Db, today: string, random: SeededRandom, owner: Customer, count: number, sequence: () => number) {
  const rates = await db.select({ rate: railLclRate, salesprice: railLclPrice.salesprice, salesCurrency: railLclPrice.currencycode }).from(railLclRate)
    .innerJoin(railLclPrice, and(eq(railLclPrice.rwlclrateid, railLclRate.rwlclrateid), eq(railLclPrice.sort, 0)))
    .where(and(gte(railLclRate.senddatetime, addDays(today, -50)), lte(railLclRate.senddatetime, addDays(today, 10)), eq(railLclRate.status, '0')))
    .orderBy(asc(railLclRate.rwlclrateid)).limit(400);
  const [trucks, holidays, exchangeRates] = await Promise.all([
    db.select().from(truckRate),
    db.select({ day: holiday.day }).from(holiday),
    db.select({ srccurrency: exchangeRate.srccurrency, destcurrency: exchangeRate.destcurrency, exchangerate: exchangeRate.exchangerate, fromdate: exchangeRate.fromdate }).from(exchangeRate),
  ]);
  for (let i = 0; i < count; i++) {
    const { rate, salesprice, salesCurrency } = random.pick(rates);
    const day = inquiryDay(today, rate.senddatetime, random);
    const loadingarea = random.pick(pickupRegions);
    const drawn = Array.from({ length: random.int(1, 3) }, (_, sort) => {
      const [length, width, height] = [random.int(80, 120), random.int(60, 100), random.int(50, 150)].map((cm) => cm / 100);
      return {
        goods: random.pick(goods), number: random.int(5, 60), packingType: random.int(0, 1), sort,
        weight: random.int(20, 300) * 10, volume: round2(random.between(0.8, 9)), length, width, height,
      };
    });
    const cargo = drawn.map(({ goods: [name], ...row }) => ({ ...row, name }));
    const truck = trucks.find((t) => t.toarea === loadingarea && t.portcode === rate.portofloadingcode);
    // Priced as on the inquiry's day, at the exchange rates then in force.
    const price = referencePrice({
      cargo,
      salesPrice: Number(salesprice),
      salesCurrency,
      dischargePort: rate.portofdischargecode,
      pickupPricePerCbm: Number(truck?.pricecbm ?? 0),
      pickupCurrency: truck?.currencycode ?? feeCurrency,
      holiday: holidays.some((h) => h.day === day),
      exchangeRates: ratesOn(exchangeRates, day),
    });
    const n = sequence();
    const [inquiry] = await db.insert(railLclInquiry).values({
      inquiryno: inquiryNumber('QRT', stamp(day, random), n), customerId: owner.customerId, userId: owner.userId,
      submissionKey: submissionKey(owner, 'seed-rail-lcl', n), quotationdate: day,
      rateid: rate.rwlclrateid, portofloadingcode: rate.portofloadingcode, portofdischargecode: rate.portofdischargecode,
      finaldestinationcode: rate.finaldestinationcode, senddatetime: rate.senddatetime, blclosetime: rate.blclosetime,
      closingtime: rate.closingtime, voyage: rate.voyage, loadingarea,
      commodity: joined(drawn.map((c) => c.goods), 0), englishcommodity: joined(drawn.map((c) => c.goods), 1),
      russiancommodity: joined(drawn.map((c) => c.goods), 2), unitofpackage: cargo.map((c) => c.packingType).join(','),
      weight: price.totalWeight, measurement: price.totalVolume, chargeablevolume: price.chargeableVolume, salesprice: Number(salesprice),
      pickupprice: price.pickupPrice, operatorfee: price.operatorFee, refprice: price.referencePrice,
      currencycode: price.currencycode, exchangerate: price.exchangerate, exchangerates: price.exchangeRates,
      sendstatus: random.chance(0.55) ? 'Y' : 'N', createBy: owner.userName,
    }).returning({ id: railLclInquiry.inquiryId });
    await db.insert(railLclCargo).values(cargo.map((c) => ({ ...c, inquiryId: inquiry!.id })));
  }
}

const doorAddress = ([street, english, russian]: Translated, number: number) =>
  ({ dooraddress: `${street}${number}号`, englishdooraddress: `No. ${number}, ${english}`, russiandooraddress: `${russian}, д. ${number}` });

const returnPoint = ([returnctnaddress, englishreturnctnaddress, russianreturnctnaddress]: Translated) =>
  ({ returnctnaddress, englishreturnctnaddress, russianreturnctnaddress });

async function seedFcl(db: Db, today: string, random: SeededRandom, owner: Customer, count: number, sequence: () => number) {
  const rates = await db.select().from(railFclRate)
    .where(and(gte(railFclRate.senddatetime, addDays(today, -50)), lte(railFclRate.senddatetime, addDays(today, 10)), eq(railFclRate.status, '0')))
    .orderBy(asc(railFclRate.rwrateid)).limit(400);
  for (let i = 0; i < count; i++) {
    const rate = random.pick(rates);
    const day = inquiryDay(today, rate.senddatetime, random);
    const coc = random.int(0, 3);
    const soc = coc === 0 ? random.int(1, 2) : random.int(0, 1);
    const truck = random.int(6, 16) * 50;
    const door = random.chance(0.6);
    const lines = [
      ...(coc ? [{ freightcode: 'YF', freightname: '铁路运费', quantity: coc, unit: '40HC', containertype: 'COC', price: Number(rate.price20) }] : []),
      ...(soc ? [{ freightcode: 'YF', freightname: '铁路运费', quantity: soc, unit: '40HC', containertype: 'SOC', price: Number(rate.pricehc) }] : []),
      ...(door ? [{ freightcode: 'TRU', freightname: '拖车费', quantity: coc + soc, unit: '40HC', containertype: '', price: truck }] : []),
    ].map((line, sort) => ({ ...line, currencycode: 'USD', amount: line.quantity * line.price, sort }));
    const train = random.pick(trains);
    const n = sequence();
    const [inquiry] = await db.insert(fclInquiry).values({
      inquiryno: inquiryNumber('QFC', stamp(day, random), n), customerId: owner.customerId, userId: owner.userId,
      submissionKey: submissionKey(owner, 'seed-fcl', n), quotationdate: day,
      rateid: rate.rwrateid, portofloadingcode: rate.portofloadingcode, portofdischargecode: rate.portofdischargecode,
      finaldestinationcode: rate.finaldestinationcode, senddatetime: rate.senddatetime, blclosetime: rate.blclosetime,
      closingtime: rate.closingtime, voyage: rate.voyage, loadingarea: random.pick(pickupRegions),
      ...(door ? doorAddress(random.pick(doorStreets), random.int(8, 388)) : {
        dooraddress: rate.pickupctnaddress, englishdooraddress: rate.englishpickupctnaddress, russiandooraddress: rate.russianpickupctnaddress,
      }),
      transportmode: door ? 'door' : 'station', tradeterm: random.pick(['FOB', 'EXW', 'FCA']), gp20qty: coc, hq40qty: soc,
      ...train, voyno: `X${random.int(8001, 8099)}`,
      total: round2(lines.reduce((sum, line) => sum + line.amount, 0)), createBy: owner.userName,
    }).returning({ id: fclInquiry.inquiryId });
    await db.insert(fclInquiryLine).values(lines.map((line) => ({ ...line, inquiryId: inquiry!.id })));
  }
}

async function seedSea(db: Db, today: string, random: SeededRandom, owner: Customer, count: number, quoted: number, quoterId: number, sequence: () => number) {
  const rates = await db.select({ rate: seaRate, carrierId: carrier.carrierId }).from(seaRate)
    .innerJoin(carrier, and(eq(carrier.carriercode, seaRate.carriercode), eq(carrier.status, '0')))
    .where(and(gte(seaRate.etddate, addDays(today, -50)), lte(seaRate.etddate, addDays(today, 10)), eq(seaRate.status, '0')))
    .orderBy(asc(seaRate.fclrateid)).limit(400);
  // The newest is a sailing still ahead, asked for in the last few days, so its quote is open whatever the day of
  // seeding: each demo customer has a quote to accept or decline.
  const ahead = rates.filter(({ rate }) => rate.etddate >= today);
  for (let i = 0; i < count; i++) {
    const newest = i === count - 1 && quoted > 0 && ahead.length > 0;
    const { rate, carrierId } = random.pick(newest ? ahead : rates);
    const sent = inquiryDay(today, rate.etddate, random);
    const day = newest && sent < addDays(today, -3) ? addDays(today, -3) : sent;
    const offered = seaBoxes.filter((box) => rate[box.price] !== null);
    const asked = random.sample(offered, random.int(1, Math.min(2, offered.length)));
    const quantities = Object.fromEntries(seaBoxes.map((box) => [box.qty, asked.includes(box) ? random.int(1, 4) : 0]));
    // The last `quoted` ones have been answered by staff, within a few days.
    const isQuoted = i >= count - quoted;
    const quotedate = isQuoted ? [addDays(day, random.int(1, 3)), addDays(today, -1)].sort()[0]! : null;
    const n = sequence();
    const [inquiry] = await db.insert(seaInquiry).values({
      inquiryno: inquiryNumber('Q', stamp(day, random), n), customerId: owner.customerId, userId: owner.userId,
      submissionKey: submissionKey(owner, 'seed-sea', n), quotationdate: day,
      rateid: rate.fclrateid, inquirer: random.pick(inquirers), inquirydate: day, etddate: rate.etddate,
      portofloadingcode: rate.portofloadingcode, placeofdeliverycode: rate.finaldestination,
      carrierid: carrierId, carriercode: rate.carriercode, vesselname: vessels[rate.carriercode] ?? `${rate.carriercode} EXPRESS`, voyno: `${random.int(100, 999)}${random.pick(['E', 'W', 'N'])}`,
      ...returnPoint(random.pick(returnPoints)), ...quantities,
      ...(isQuoted ? {
        quotationuserid: quoterId, quotername: '管理员', englishquotername: 'Administrator', russianquotername: 'Администратор', quoterphone: '021-68881234', quoterfax: '021-68881235',
        quotermail: 'quote@globalfreight.example', quoterqq: '800012345', quotedate,
        quoteremark: '报价含码头操作费，不含目的港费用。Terminal handling included, destination charges excluded.',
        // Valid for a week: the older ones have expired since.
        quotevaliduntil: addDays(quotedate!, 7), quotestatus: addDays(quotedate!, 7) < today ? 'expired' as const : 'quoted' as const,
      } : {}),
      createBy: owner.userName,
    }).returning({ id: seaInquiry.inquiryId });
    if (isQuoted) {
      await db.insert(seaQuotationLine).values(asked.map((box, sort) => ({
        inquiryId: inquiry!.id, containertype: box.type, currencycode: rate.currencycode, price: round2(Number(rate[box.price]) * 0.97), sort,
      })));
    }
  }
}

export async function seedDemoInquiries(db: Db, today: string): Promise<void> {
  const random = new SeededRandom(20_261_122);
  const customers = await demoCustomers(db);
  const [admin] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'admin'));
  let next = 0;
  const sequence = () => ++next;
  for (const [name, counts] of Object.entries(plan) as [keyof typeof plan, (typeof plan)[keyof typeof plan]][]) {
    const owner = customers[name];
    await seedRailLcl(db, today, random, owner, counts.lcl, sequence);
    await seedFcl(db, today, random, owner, counts.fcl, sequence);
    await seedSea(db, today, random, owner, counts.sea, counts.quoted, admin!.userId, sequence);
  }
}
