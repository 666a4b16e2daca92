import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { localLoadingArea, type FclInquiryRow, type RailInquiryRow, type SeaInquiryRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { fclInquiry, railLclInquiry, seaInquiry, sysUser } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import type { Credentials } from '../gateway/testing';
import { anonymousCredentials } from '../gateway/testing';
import { callAction, callCommand, type Reply, type TestLanguage } from '../rates-common/testing';
import { inquiriesVersion } from '../rates-common/index';

let t: TestApp;
let demo: Credentials;
let demo2: Credentials;
let anonymous: Credentials;
let demoCustomer: number;
let demo2Customer: number;

/** Credentials of a demo portal user, as its sign-on issues them. */
async function customerCredentials(userName: string) {
  const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  const credentials = await issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' });
  return { credentials, customerId: user!.customerId! };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ credentials: demo, customerId: demoCustomer } = await customerCredentials('demo'));
  ({ credentials: demo2, customerId: demo2Customer } = await customerCredentials('demo2'));
  anonymous = await anonymousCredentials(t);
});
afterAll(async () => { await t.close(); });

type Who = Credentials;
type Page<Row> = { rows: Row[]; page: number; maxrows: number; hasMore: boolean };

const ok = <Row>(reply: Reply): Page<Row> => {
  expect(reply).toMatchObject({ code: 200, status: 'ok' });
  return reply.content!.data as Page<Row>;
};
const railList = async (who: Who, data: unknown = {}, language: TestLanguage = 'zh_CN') => ok<RailInquiryRow>(await callAction(t, who, 'inquiryList', data, language));
const fclList = async (who: Who, data: unknown = {}, language: TestLanguage = 'zh_CN') => ok<FclInquiryRow>(await callAction(t, who, 'inquiryFclList', data, language));
const seaList = async (who: Who, data: unknown = {}, language: TestLanguage = 'zh_CN') => ok<SeaInquiryRow>(await callCommand(t, who, 'inquirylist', data, language));

/** Every row of a list, page after page. */
async function everyRow<Row>(list: (who: Who, data: unknown) => Promise<Page<Row>>, who: Who, filters: Record<string, unknown> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const reply = await list(who, { ...filters, page, maxrows: 3 });
    rows.push(...reply.rows);
    if (!reply.hasMore) return rows;
  }
}

const idsOf = async (table: typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry, customerId: number) =>
  (await t.ctx.db.select({ id: table.inquiryId }).from(table).where(eq(table.customerId, customerId))).map((r) => r.id);

const newestFirst = (rows: { quotationdate?: string | null; createddatetime?: string; inquiryId: number }[]) =>
  rows.every((row, i) => {
    if (i === 0) return true;
    const prev = rows[i - 1]!;
    const [a, b] = [prev.createddatetime ?? prev.quotationdate!, row.createddatetime ?? row.quotationdate!];
    return a > b || (a === b && prev.inquiryId > row.inquiryId);
  });

describe('inquiry lists: whose inquiries', () => {
  it('lists only the caller’s customer’s inquiries, newest first, every page together', async () => {
    for (const [list, table] of [[railList, railLclInquiry], [fclList, fclInquiry], [seaList, seaInquiry]] as const) {
      const mine = await everyRow<{ inquiryId: number; quotationdate?: string | null; createddatetime?: string }>(list, demo);
      const theirs = await everyRow<{ inquiryId: number }>(list, demo2);
      expect(mine.map((r) => r.inquiryId).sort()).toEqual((await idsOf(table, demoCustomer)).sort());
      expect(theirs.map((r) => r.inquiryId).sort()).toEqual((await idsOf(table, demo2Customer)).sort());
      expect(theirs.length).toBeGreaterThan(0);
      expect(newestFirst(mine)).toBe(true);
    }
  });

  it('never shows another customer’s inquiry, whatever the filters', async () => {
    const theirs = (await everyRow<RailInquiryRow>(railList, demo2))[0]!;
    const byTheirLane = await railList(demo, { portofloadingcode: theirs.portofloadingcode, finaldestinationcode: theirs.finaldestinationcode, quotationdatefrom: theirs.quotationdate, quotationdateto: theirs.quotationdate, maxrows: 100 });
    expect(byTheirLane.rows.map((r) => r.inquiryId)).not.toContain(theirs.inquiryId);

    const theirSea = (await everyRow<SeaInquiryRow>(seaList, demo2))[0]!;
    const bySea = await seaList(demo, { inquirer: theirSea.inquirer, carriercode: theirSea.carriercode, maxrows: 100 });
    expect(bySea.rows.map((r) => r.inquiryId)).not.toContain(theirSea.inquiryId);

    const theirFcl = (await everyRow<FclInquiryRow>(fclList, demo2))[0]!;
    const byFcl = await fclList(demo, { vesselname: theirFcl.vesselname, voyno: theirFcl.voyno, maxrows: 100 });
    expect(byFcl.rows.map((r) => r.inquiryId)).not.toContain(theirFcl.inquiryId);
  });

  it('refuses anonymous callers with 403 and reads nothing', async () => {
    const refused = { code: 403, msg: '请先以客户身份登录后再使用此功能', status: 'error' };
    expect(await callAction(t, anonymous, 'inquiryList', {})).toEqual(refused);
    expect(await callAction(t, anonymous, 'inquiryFclList', {})).toEqual(refused);
    expect(await callCommand(t, anonymous, 'inquirylist', {})).toEqual(refused);
  });
});

describe('inquiryList (rail LCL)', () => {
  it('gives the §3 rail inquiry record, with stations and status in the caller’s language', async () => {
    const { rows } = await railList(demo, { maxrows: 100 }, 'en_US');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.createdby).toBe('demo');
      expect(row.inquiryno).toMatch(/^QRT\d{18}$/);
      expect(row.quotationdate).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(row.portofdistributioncode).toBe(localLoadingArea(row.loadingarea, 'en_US'));
      expect(row.portofdistributioncode).toMatch(/^[A-Z][A-Za-z' ]+-[A-Z][A-Za-z' ]+$/);
      expect(row.XC__portofloadingcode).toMatch(/^[A-Z]/);
      expect(row.blclosetime).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(row.refprice).toBeGreaterThan(0);
      expect(row.unitofpackage).toMatch(/^[01](,[01])*$/);
      expect(row.XC__sendstatus).toBe(row.sendstatus === 'N' ? 'Calculated' : 'Authorized');
    }
    expect(new Set(rows.map((r) => r.sendstatus))).toEqual(new Set(['N', 'Y']));
    const [first] = (await railList(demo, { maxrows: 1 }, 'ru_Ru')).rows;
    expect(first!.XC__sendstatus).toBe(first!.sendstatus === 'N' ? 'Рассчитан' : 'Поручение отправлено');
    expect(first!.portofdistributioncode).toMatch(/^[А-Я][А-Яа-я ()]+-[А-Я][А-Яа-я ()]+$/);
    expect(/[\u4e00-\u9fff]/.test((await railList(demo, { maxrows: 1 })).rows[0]!.XC__portofloadingcode)).toBe(true);
  });

  it('pages with a zero-based page and says whether more follow', async () => {
    const all = await everyRow<RailInquiryRow>(railList, demo);
    const first = await railList(demo, { maxrows: 10 });
    expect(first).toMatchObject({ page: 0, maxrows: 10, hasMore: all.length > 10 });
    expect(first.rows).toEqual(all.slice(0, 10));
    const second = await railList(demo, { maxrows: 10, page: 1 });
    expect(second.rows).toEqual(all.slice(10, 20));
    expect(second.hasMore).toBe(all.length > 20);
    expect((await railList(demo)).rows).toHaveLength(Math.min(10, all.length));
    expect(await railList(demo, { page: 50 })).toEqual({ rows: [], page: 50, maxrows: 10, hasMore: false });
  });

  it('filters by inquiry dates and stations', async () => {
    const all = await everyRow<RailInquiryRow>(railList, demo);
    const { portofloadingcode, finaldestinationcode } = all[0]!;
    const byStation = await everyRow<RailInquiryRow>(railList, demo, { portofloadingcode: portofloadingcode.toLowerCase() });
    expect(byStation).toEqual(all.filter((r) => r.portofloadingcode === portofloadingcode));
    expect(await everyRow<RailInquiryRow>(railList, demo, { finaldestinationcode }))
      .toEqual(all.filter((r) => r.finaldestinationcode === finaldestinationcode));

    const dates = [...new Set(all.map((r) => r.quotationdate))].sort();
    const [from, to] = [dates[1]!, dates[dates.length - 2]!];
    const inRange = await everyRow<RailInquiryRow>(railList, demo, { quotationdatefrom: from, quotationdateto: to });
    expect(inRange).toEqual(all.filter((r) => r.quotationdate >= from && r.quotationdate <= to));
    expect(inRange.length).toBeLessThan(all.length);
    expect(await everyRow<RailInquiryRow>(railList, demo, { quotationdatefrom: from, quotationdateto: from }))
      .toEqual(all.filter((r) => r.quotationdate === from));
  });

  it('refuses a bad payload naming the field', async () => {
    const refused = async (data: unknown, field: string) =>
      expect(await callAction(t, demo, 'inquiryList', data, 'en_US')).toEqual({ code: 400, msg: `Invalid command data: ${field}`, status: 'error' });
    await refused({ page: -1 }, 'data.page');
    await refused({ page: 1.5 }, 'data.page');
    await refused({ maxrows: 1000 }, 'data.maxrows');
    await refused({ maxrows: 0 }, 'data.maxrows');
    await refused({ maxrows: '10' }, 'data.maxrows');
    await refused({ quotationdatefrom: '2026-02-30' }, 'data.quotationdatefrom');
    await refused({ quotationdateto: '2026/01/01' }, 'data.quotationdateto');
    await refused({ quotationdatefrom: '2026-03-02', quotationdateto: '2026-03-01' }, 'data.quotationdateto');
    await refused({ portofloadingcode: "CNXIY' OR 1=1" }, 'data.portofloadingcode');
    await refused([], 'data');
  });
});

describe('inquiryFclList (full container)', () => {
  it('gives the §3 list row with door address, quantities and total, filtered by train and station', async () => {
    const all = await everyRow<FclInquiryRow>(fclList, demo);
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const row of all) {
      expect(row).toMatchObject({ createdby: 'demo' });
      expect(['FOB', 'EXW', 'FCA']).toContain(row.tradeterm);
      expect(row.gp20qty + row.hq40qty).toBeGreaterThan(0);
      expect(row.dooraddress).not.toBe('');
      expect(row.total).toBeGreaterThan(0);
    }
    const inRussian = (await fclList(demo, { maxrows: 100 }, 'ru_Ru')).rows;
    expect(inRussian.map((r) => r.portofdistributioncode)).toEqual(inRussian.map((r) => localLoadingArea(r.loadingarea, 'ru_Ru')));
    expect(inRussian.some((r) => /[\u4e00-\u9fff]/.test(r.portofdistributioncode))).toBe(false);
    const sample = all[0]!;
    expect(await everyRow<FclInquiryRow>(fclList, demo, { carriercode: sample.carriercode.toLowerCase() })).toEqual(all.filter((r) => r.carriercode === sample.carriercode));
    const vesselWord = sample.vesselname.split(' ').at(-1)!.toLowerCase();
    expect(await everyRow<FclInquiryRow>(fclList, demo, { vesselname: vesselWord }))
      .toEqual(all.filter((r) => r.vesselname.toLowerCase().includes(vesselWord)));
    expect(await everyRow<FclInquiryRow>(fclList, demo, { voyno: sample.voyno })).toEqual(all.filter((r) => r.voyno.includes(sample.voyno)));
    // placeofdeliverycode is another name of the destination (portal.md §7).
    expect(await everyRow<FclInquiryRow>(fclList, demo, { placeofdeliverycode: sample.finaldestinationcode }))
      .toEqual(all.filter((r) => r.finaldestinationcode === sample.finaldestinationcode));
    expect(await everyRow<FclInquiryRow>(fclList, demo, { portofloadingcode: sample.portofloadingcode, vesselname: '%' })).toEqual([]);
  });

  it('refuses a bad payload naming the field', async () => {
    const reply = await callAction(t, demo, 'inquiryFclList', { maxrows: 101 }, 'en_US');
    expect(reply).toEqual({ code: 400, msg: 'Invalid command data: data.maxrows', status: 'error' });
    expect((await callAction(t, demo, 'inquiryFclList', { quotationdatefrom: 'yesterday' }, 'en_US')).msg).toBe('Invalid command data: data.quotationdatefrom');
    expect((await callAction(t, demo, 'inquiryFclList', { vesselname: 'x'.repeat(101) }, 'en_US')).msg).toBe('Invalid command data: data.vesselname');
  });
});

describe('callYhApi inquirylist (sea history)', () => {
  it('gives the §3 sea inquiry record; quoted ones carry the quoter and the quotation date', async () => {
    const all = await everyRow<SeaInquiryRow>(seaList, demo);
    const quoted = all.filter((r) => r.quoted);
    expect(quoted.length).toBeGreaterThan(0);
    expect(all.length - quoted.length).toBeGreaterThan(0);
    const [admin] = await t.ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'admin'));
    for (const row of quoted) {
      expect(row).toMatchObject({ quotationuserid: admin!.id, quotername: '管理员', quotermail: 'quote@globalfreight.example' });
      expect(row.quotationdate! >= row.createddatetime).toBe(true);
    }
    for (const row of all.filter((r) => !r.quoted)) expect(row).toMatchObject({ quotationuserid: null, quotationdate: null, quotername: '' });
    for (const row of all) {
      expect(row.inquiryno).toMatch(/^Q\d{18}$/);
      expect(row.gp20qty + row.gp40qty + row.hq40qty + row.hq45qty).toBeGreaterThan(0);
      expect(row.XC__portofloadingcode).not.toBe(row.portofloadingcode);
    }
  });

  it('filters by inquirer, ports, carrier, vessel, voyage and inquiry dates', async () => {
    const all = await everyRow<SeaInquiryRow>(seaList, demo);
    const s = all[0]!;
    const cases: [Record<string, unknown>, (r: SeaInquiryRow) => boolean][] = [
      // Contains, whatever the case (ILIKE), as for the vessel.
      [{ inquirer: s.inquirer.slice(0, 1) }, (r) => r.inquirer.toLowerCase().includes(s.inquirer.slice(0, 1).toLowerCase())],
      [{ portofloadingcode: s.portofloadingcode }, (r) => r.portofloadingcode === s.portofloadingcode],
      [{ placeofdeliverycode: s.placeofdeliverycode }, (r) => r.placeofdeliverycode === s.placeofdeliverycode],
      [{ carriercode: s.carriercode }, (r) => r.carriercode === s.carriercode],
      [{ vesselname: s.vesselname.slice(0, 5).toLowerCase() }, (r) => r.vesselname.toLowerCase().includes(s.vesselname.slice(0, 5).toLowerCase())],
      [{ voyno: s.voyno }, (r) => r.voyno.includes(s.voyno)],
      [{ quotationdatefrom: s.createddatetime }, (r) => r.createddatetime >= s.createddatetime],
      [{ quotationdateto: s.createddatetime }, (r) => r.createddatetime <= s.createddatetime],
    ];
    for (const [filter, keep] of cases) expect(await everyRow<SeaInquiryRow>(seaList, demo, filter)).toEqual(all.filter(keep));
  });

  it('refuses a bad payload naming the field', async () => {
    expect(await callCommand(t, demo, 'inquirylist', { page: -1 }, 'en_US')).toEqual({ code: 400, msg: 'Invalid command data: data.page', status: 'error' });
    expect((await callCommand(t, demo, 'inquirylist', { quotationdateto: '2026-13-01' }, 'en_US')).msg).toBe('Invalid command data: data.quotationdateto');
  });
});

describe('demo inquiries', () => {
  it('price every rail LCL inquiry by the reference-price rule and give each its cargo and lines', async () => {
    const orphans = await t.ctx.db.execute<{ n: number }>(sql`
      select (select count(*) from rail_lcl_inquiry i where not exists (select 1 from rail_lcl_cargo c where c.inquiry_id = i.inquiry_id))
           + (select count(*) from fcl_inquiry i where not exists (select 1 from fcl_inquiry_line l where l.inquiry_id = i.inquiry_id and l.freightcode = 'YF'))
           + (select count(*) from sea_inquiry i where i.quotationuserid is not null and not exists (select 1 from sea_quotation_line l where l.inquiry_id = i.inquiry_id))
           as n`);
    expect(Number(orphans.rows[0]!.n)).toBe(0);
    const priced = await t.ctx.db.select().from(railLclInquiry).where(and(inArray(railLclInquiry.customerId, [demoCustomer, demo2Customer])));
    for (const row of priced) expect(row.refprice).toBeCloseTo(row.salesprice * row.chargeablevolume + row.operatorfee + row.pickupprice, 1);
    // In the USD of the demo sales prices, the CNY fees converted at the rate of the inquiry's day, which the list shows.
    for (const row of priced) {
      expect(row).toMatchObject({ currencycode: 'USD', exchangerates: [{ srccurrency: 'CNY', destcurrency: 'USD', exchangerate: row.exchangerate }] });
      expect(row.exchangerates[0]!.fromdate <= row.quotationdate).toBe(true);
    }
    const listed = await everyRow<RailInquiryRow>(railList, demo);
    const stored = new Map(priced.map((row) => [row.inquiryId, row]));
    for (const row of listed) expect(row).toMatchObject({ currencycode: 'USD', exchangerates: stored.get(row.inquiryId)!.exchangerates });
    // Pickups are priced from the demo truck rates of their region.
    expect(priced.filter((row) => row.pickupprice > 60).length).toBeGreaterThan(priced.length / 2);
  });
});

describe('list replies served again until something they show changes', () => {
  const versionOf = (customerId: number) => inquiriesVersion(t.ctx.db, customerId);

  it('shows at once a change a back-office screen or another instance writes, and only that customer’s lists are computed again', async () => {
    const [newest] = (await seaList(demo, { page: 0, maxrows: 1 })).rows;
    const before = { demo: await versionOf(demoCustomer), demo2: await versionOf(demo2Customer) };
    expect((await seaList(demo, { page: 0, maxrows: 1 })).rows[0]).toEqual(newest);

    await t.ctx.db.update(seaInquiry).set({ inquirer: 'Changed elsewhere' }).where(eq(seaInquiry.inquiryId, newest!.inquiryId));
    expect((await seaList(demo, { page: 0, maxrows: 1 })).rows[0]).toMatchObject({ inquiryId: newest!.inquiryId, inquirer: 'Changed elsewhere' });
    expect(await versionOf(demoCustomer)).toBe(before.demo + 1);
    expect(await versionOf(demo2Customer)).toBe(before.demo2);
  });

  it('shows a rail inquiry authorized by staff, and drops a deleted one, on the next call', async () => {
    const [first] = (await railList(demo, { page: 0, maxrows: 1 })).rows;
    const flipped = first!.sendstatus === 'Y' ? 'N' : 'Y';
    await t.ctx.db.update(railLclInquiry).set({ sendstatus: flipped }).where(eq(railLclInquiry.inquiryId, first!.inquiryId));
    expect((await railList(demo, { page: 0, maxrows: 1 })).rows[0]).toMatchObject({ inquiryId: first!.inquiryId, sendstatus: flipped });

    const [fcl] = (await fclList(demo, { page: 0, maxrows: 1 })).rows;
    await t.ctx.db.delete(fclInquiry).where(eq(fclInquiry.inquiryId, fcl!.inquiryId));
    expect((await fclList(demo, { page: 0, maxrows: 1 })).rows[0]?.inquiryId).not.toBe(fcl!.inquiryId);
  });
});
