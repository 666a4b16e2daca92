import type { Db } from '../../client';
import { carrier, port, railFclRate, railLclPrice, railLclRate, seaRate, surcharge, tradeLane } from '../../schema/index';
import { holiday, truckRate } from '../../schema/index';
import { insertRows } from './bulk';
import { carriers } from './carriers';
import { tradeLanes } from './lanes';
import { allPorts } from './ports';
import { generateRailRates, generateSeaRates, railLclCharges, utcToday } from './rates';
import { holidaySeeds, truckRateSeeds } from './truckRates';
import { seedDemoInquiries } from './inquiries';

/**
 * The demo freight data (design.md §6): ports and stations, trade lanes with hot ports, carriers,
 * and a year of rail LCL, rail FCL and sea rates with their charges, dated around `today`.
 * Demo mode only: a production database gets its freight data from the back office.
 */
export async function seedDemoFreight(db: Db, today: string = utcToday()): Promise<void> {
  await db.insert(port).values(allPorts.map((p) => ({
    portcode: p.portcode,
    moduletype: p.moduletype,
    portname: p.portname,
    localname: p.localname,
    russianname: p.russianname,
    isocode: p.portcode,
    cityname: p.cityname,
    statecode: p.statecode,
    countrycode: p.countrycode,
    countryname: p.countryname,
    isborder: p.isborder ? 'Y' : 'N',
    ishot: p.ishot ? 'Y' : 'N',
    tradelanecode: p.tradelanecode ?? null,
    createBy: 'admin',
  })));
  await db.insert(tradeLane).values(tradeLanes.map((l, i) => ({
    tradelanecode: l.tradelanecode,
    moduletype: l.moduletype,
    tradelanename: l.tradelanename,
    englishname: l.englishname,
    russianname: l.russianname,
    isforbid: l.isforbid ? 'Y' : 'N',
    sort: i + 1,
    createBy: 'admin',
  })));
  await db.insert(carrier).values(carriers.map((c) => ({
    carriercode: c.carriercode,
    carriername: c.carriername,
    localname: c.localname,
    contactnumber: c.contactnumber,
    status: c.disabled ? '1' : '0',
    createBy: 'admin',
  })));

  const rail = generateRailRates(today);
  const lclIds = await insertRows(db, railLclRate, rail.lcl.map(({ prices: _prices, ...rate }) => rate), 'rwlclrateid');
  await insertRows(db, railLclPrice, rail.lcl.flatMap((rate, i) => rate.prices.map((p) => ({ ...p, rwlclrateid: lclIds[i]! }))));
  await insertRows(db, surcharge, lclIds.flatMap((id) => railLclCharges.map((c) => ({ ...c, lclrateid: id }))));
  await insertRows(db, railFclRate, rail.fcl);

  const sea = generateSeaRates(today);
  const seaIds = await insertRows(db, seaRate, sea.map(({ charges: _charges, ...rate }) => rate), 'fclrateid');
  await insertRows(db, surcharge, sea.flatMap((rate, i) => rate.charges.map((c) => ({ ...c, fclrateid: seaIds[i]! }))));
  await insertRows(db, truckRate, truckRateSeeds());
  await insertRows(db, holiday, holidaySeeds());

  await seedDemoInquiries(db, today);
}
