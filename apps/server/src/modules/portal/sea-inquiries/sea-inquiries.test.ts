import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, lt, sql } from 'drizzle-orm';
import type { SeaQuotation, SeaRateRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { seaInquiry, seaQuotationLine, seaRate, sysUser } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { anonymousCredentials, type Credentials } from '../gateway/testing';
import { duplicateWindowMs } from '../inquiries-common/submission';
import { callAction, callCommand, isoDay, type TestLanguage } from '../rates-common/testing';

let t: TestApp;
let anonymous: Credentials;
let demo: Credentials;
let demo2: Credentials;
let demoCustomerId: number;
let rate: SeaRateRow;

/** A customer's credentials as the sign-on hands them out. */
async function customer(userName: string): Promise<{ credentials: Credentials; customerId: number }> {
  const [user] = await t.ctx.db.select({ userId: sysUser.userId, customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userName, userName));
  const credentials = await issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' });
  return { credentials, customerId: user!.customerId! };
}

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await anonymousCredentials(t);
  ({ credentials: demo, customerId: demoCustomerId } = await customer('demo'));
  ({ credentials: demo2 } = await customer('demo2'));
  rate = (await callAction(t, demo, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0];
});
afterAll(async () => { await t.close(); });

const inquiry = (extra: Record<string, unknown> = {}) =>
  ({ rateid: rate.fclrateid, inquirer: '王经理', gp20qty: 0, gp40qty: 0, hq40qty: 1, hq45qty: 0, ...extra });
const send = (data: unknown, who: Credentials = demo, language: TestLanguage = 'zh_CN') => callAction(t, who, 'callYhImport', data, language);
const quotation = (inquiryId: unknown, who: Credentials = demo, language: TestLanguage = 'zh_CN') => callCommand(t, who, 'seaquotation', { inquiryId }, language);
const inquiryCount = async () => (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${seaInquiry}`)).rows[0]!.n;

describe('callYhImport', () => {
  it('refuses anonymous callers and writes nothing', async () => {
    const before = await inquiryCount();
    expect(await send(inquiry(), anonymous, 'en_US')).toEqual({ code: 403, msg: 'Please sign in as a customer to use this function', status: 'error' });
    expect(await inquiryCount()).toBe(before);
  });

  it('refuses each broken rule in the caller’s language and writes nothing', async () => {
    const before = await inquiryCount();
    const refused = async (data: unknown, msg: string, language: TestLanguage = 'en_US') =>
      expect(await send(data, demo, language)).toEqual({ code: 400, msg, status: 'error' });
    await refused(inquiry({ inquirer: '' }), '请输入询价人！', 'zh_CN');
    await refused(inquiry({ inquirer: '  ' }), 'Please enter the inquirer');
    await refused(inquiry({ inquirer: undefined }), 'Укажите автора запроса', 'ru_Ru');
    await refused(inquiry({ hq40qty: 0 }), '请至少咨询一种箱型！', 'zh_CN');
    await refused(inquiry({ hq40qty: 0 }), 'Please consult at least one type of box!');
    await refused(inquiry({ hq40qty: 0, nor40qty: 2 }), 'Укажите хотя бы один тип контейнера!', 'ru_Ru');
    await refused(inquiry({ gp20qty: -1 }), 'A container count is a whole number from 0');
    await refused(inquiry({ gp40qty: 1.5 }), 'A container count is a whole number from 0');
    await refused(inquiry({ hq45qty: '2' }), 'A container count is a whole number from 0');
    await refused(inquiry({ hq40qty: 1_000_000 }), 'At most 1,000 containers of each type');
    await refused(inquiry({ gp20qty: 1001 }), '每种箱型最多 1000 个', 'zh_CN');
    await refused(inquiry({ rateid: 'x' }), 'Invalid command data: data.rateid');

    const closed = 'This rate is no longer offered; please search again';
    const [expired] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(lt(seaRate.expireddate, isoDay())).limit(1);
    const [hmm] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(eq(seaRate.carriercode, 'HDMU')).limit(1);
    await refused(inquiry({ rateid: expired!.id }), closed);
    await refused(inquiry({ rateid: hmm!.id }), closed);
    await refused(inquiry({ rateid: 99_999_999 }), closed);
    await refused(inquiry({ rateid: expired!.id }), '该运价已失效，请重新查询', 'zh_CN');
    expect(await inquiryCount()).toBe(before);
  });

  it('writes the new inquiry record from the rate, once per payload within a second', async () => {
    const before = await inquiryCount();
    const data = inquiry({ inquirer: 'Zhang San', gp20qty: 2, nor40qty: 1, returnctnaddress: 'Rotterdam depot' });
    const [first, again] = await Promise.all([send(data), send(data)]);
    expect(first).toMatchObject({ code: 200, status: 'ok', content: { data: { status: 'ok' } } });
    const created = first.content!.data as { inquiryId: number; inquiryno: string };
    expect(created.inquiryno).toMatch(/^Q\d{18}$/);
    expect(again.content!.data).toEqual(first.content!.data);
    expect(await inquiryCount()).toBe(before + 1);

    const [row] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, created.inquiryId));
    expect(row).toMatchObject({
      inquiryno: created.inquiryno, customerId: demoCustomerId, branchid: 1, isinquiry: 'Y', status: 'P', loadingtype: 'QR',
      rateid: rate.fclrateid, inquirer: 'Zhang San', inquirydate: isoDay(), quotationdate: isoDay(), etddate: rate.etddate,
      portofloadingcode: 'CNSHA', placeofdeliverycode: 'NLRTM', carriercode: rate.carriercode, returnctnaddress: 'Rotterdam depot',
      gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 1, quotationuserid: null, createBy: 'demo',
    });
    expect(row!.carrierid).toBeGreaterThan(0);

    // Another payload, or the same one from another customer, is another inquiry.
    const other = await send(inquiry({ inquirer: 'Zhang San', gp20qty: 3 }));
    expect((other.content!.data as { inquiryId: number }).inquiryId).not.toBe(created.inquiryId);
    expect((await send(data, demo2)).code).toBe(200);
    expect(await inquiryCount()).toBe(before + 3);
  });
});

// Two transactions at once need PostgreSQL: PGlite has one connection.
describe.runIf(process.env.TEST_DB === 'postgres')('callYhImport on a slow server', () => {
  const waitingForLocks = async () => (await t.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_locks join pg_stat_activity using (pid)
    where locktype = 'advisory' and not granted and datname = current_database()`)).rows[0]!.n;
  const pastTheWindow = () => new Promise((resolve) => setTimeout(resolve, duplicateWindowMs + 100));

  it('makes one inquiry of a double click even when the clicks wait longer than the duplicate window', async () => {
    const data = inquiry({ inquirer: 'Slow Click', gp20qty: 4 });
    const earlier = (await send(data)).content!.data as { inquiryId: number };
    const [{ key }] = await t.ctx.db.select({ key: seaInquiry.submissionKey }).from(seaInquiry).where(eq(seaInquiry.inquiryId, earlier.inquiryId)) as [{ key: string }];
    await pastTheWindow();
    const before = await inquiryCount();
    let clicks!: Promise<Awaited<ReturnType<typeof send>>[]>;
    // Holding the submission's lock keeps both clicks waiting, as a busy server would, for longer than the window.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      clicks = Promise.all([send(data), send(data)]);
      await expect.poll(waitingForLocks).toBe(2);
      await pastTheWindow();
    });
    const [first, again] = await clicks;
    expect(first!.code).toBe(200);
    expect(again!.content!.data).toEqual(first!.content!.data);
    expect(await inquiryCount()).toBe(before + 1);
  });
});

describe('callYhImport text', () => {
  it('refuses a lone UTF-16 surrogate in any text of the payload, naming it, and writes nothing', async () => {
    const before = await inquiryCount();
    expect(await send(inquiry({ inquirer: '王\ud800' }), demo, 'en_US'))
      .toEqual({ code: 400, msg: 'Invalid parameter: content.data.inquirer holds an invalid character (a lone UTF-16 surrogate)', status: 'error' });
    expect(await send(inquiry({ returnctnaddress: '\udc00 depot' })))
      .toEqual({ code: 400, msg: '参数错误：content.data.returnctnaddress 含有无效字符（不成对的 UTF-16 代理项）', status: 'error' });
    expect(await inquiryCount()).toBe(before);
  });
});

describe('seaquotation', () => {
  let inquiryId: number;
  beforeAll(async () => {
    inquiryId = (await send(inquiry({ inquirer: 'Quote me', gp40qty: 2 }))).content!.data.inquiryId;
  });

  it('gives the caller’s inquiry, unquoted until staff quote it, names in their language', async () => {
    const reply = await quotation(inquiryId, demo, 'en_US');
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    expect(reply.content!.data).toMatchObject({
      inquiryId, inquirer: 'Quote me', status: 'P', portofloadingcode: 'CNSHA', placeofdeliverycode: 'NLRTM',
      XC__portofloadingcode: 'Shanghai', XC__placeofdeliverycode: 'Rotterdam', carriercode: rate.carriercode,
      gp40qty: 2, hq40qty: 1, quotationuserid: null, quotedate: null, lines: [],
    });
    expect((await quotation(inquiryId)).content!.data).toMatchObject({ XC__portofloadingcode: '上海', XC__placeofdeliverycode: '鹿特丹' });
  });

  it('gives the quotation staff wrote, prices by container type', async () => {
    await t.ctx.db.update(seaInquiry).set({
      quotationuserid: 1, quotername: 'Li Ming', quoterphone: '021-68880000', quoterfax: '021-68880001', quotermail: 'li@example.com',
      quoterqq: '10001', quotedate: isoDay(), quoteremark: 'Valid for one week',
    }).where(eq(seaInquiry.inquiryId, inquiryId));
    await t.ctx.db.insert(seaQuotationLine).values([
      { inquiryId, containertype: '40HC', price: 2310.5, sort: 2 },
      { inquiryId, containertype: '40GP', price: 2250, remark: 'incl. BAF', sort: 1 },
    ]);
    const quoted = (await quotation(inquiryId, demo, 'en_US')).content!.data as SeaQuotation;
    expect(quoted).toMatchObject({
      quotationuserid: 1, quotername: 'Li Ming', quoterphone: '021-68880000', quoterfax: '021-68880001', quotermail: 'li@example.com',
      quoterqq: '10001', quotedate: isoDay(), quoteremark: 'Valid for one week',
    });
    expect(quoted.lines).toEqual([
      { containertype: '40GP', currencycode: 'USD', price: 2250, remark: 'incl. BAF' },
      { containertype: '40HC', currencycode: 'USD', price: 2310.5, remark: '' },
    ]);
  });

  it('answers 404 for another customer’s inquiry or an unknown one, and refuses anonymous callers', async () => {
    const notFound = { code: 404, msg: 'The requested resource does not exist', status: 'error' };
    expect(await quotation(inquiryId, demo2, 'en_US')).toEqual(notFound);
    expect(await quotation(99_999_999, demo, 'en_US')).toEqual(notFound);
    expect((await quotation(inquiryId, anonymous, 'en_US')).code).toBe(403);
    expect((await quotation('1', demo, 'en_US')).msg).toBe('Invalid command data: data.inquiryId');
  });
});
