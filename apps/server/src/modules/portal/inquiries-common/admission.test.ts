import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SeaInquiryPayload, type RailFclRow, type RailLclRow, type SeaRateRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { fclInquiry, railLclInquiry, seaInquiry, sysConfig } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { clearConfigCache } from '../../system/config/values';
import type { Credentials } from '../gateway/testing';
import { callAction, type Reply } from '../rates-common/testing';
import { seaInquiryCommands } from '../sea-inquiries/command';
import { parseInquiry } from './parse';

let t: TestApp;
let sea: SeaRateRow;
let lcl: RailLclRow;
let fcl: RailFclRow;

/** A customer account of its own for each test, so one test's counters never reach another's. */
let lastCustomerId = 900;
function account(): Promise<Credentials> {
  const customerId = ++lastCustomerId;
  return issuePortalCredentials(t.ctx, { usercode: `flood${customerId}`, isAnonymous: false, userId: 9000 + customerId, customerId, userType: 'C' });
}

beforeAll(async () => {
  t = await createTestApp();
  const reader = await account();
  sea = (await callAction(t, reader, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0];
  lcl = (await callAction(t, reader, 'callYhApiRailway', { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW' })).content!.data.rows[0];
  fcl = (await callAction(t, reader, 'callYhApiRailway', { portofloadingcode: 'CNCTU', finaldestinationcode: 'RUMOW', loadingtype: 'FCL' })).content!.data.rows[0];
});
afterAll(async () => { await t.close(); });

/** Sets a parameter, or removes it (null), as staff would; the cached value goes with it. */
async function setParameter(configKey: string, configValue: string | null) {
  await t.ctx.db.delete(sysConfig).where(eq(sysConfig.configKey, configKey));
  if (configValue !== null) await t.ctx.db.insert(sysConfig).values({ configName: configKey, configKey, configValue, configType: 'Y' });
  await clearConfigCache(t.ctx, configKey);
}

/** Distinct inquiries of each kind (the n-th differs from the others, so none is a duplicate). */
const seaInquiryOf = (who: Credentials, n: number) =>
  callAction(t, who, 'callYhImport', { rateid: sea.fclrateid, inquirer: `Flood ${n}`, gp20qty: 0, gp40qty: 0, hq40qty: 1, hq45qty: 0 }, 'en_US');
const lclInquiryOf = (who: Credentials, n: number) =>
  callAction(t, who, 'railwayInquiry', { rateid: lcl.rwlclrateid, sendstatus: 'N', cargo: [{ name: `Flood ${n}`, weight: 100, volume: 1 }] }, 'en_US');
const fclInquiryOf = (who: Credentials, n: number) =>
  callAction(t, who, 'inquiryFcl', { rateid: fcl.rwrateid, gp20qty: n, hq40qty: 0, tradeterm: 'FOB', transportmode: 'station' }, 'en_US');

/** Inquiries of all three kinds stored for the account. */
async function stored(who: Pick<Credentials, 'usercode'>): Promise<number> {
  const { rows } = await t.ctx.db.execute<{ n: number }>(sql`select
    (select count(*) from ${seaInquiry} where ${seaInquiry.createBy} = ${who.usercode})
    + (select count(*) from ${railLclInquiry} where ${railLclInquiry.createBy} = ${who.usercode})
    + (select count(*) from ${fclInquiry} where ${fclInquiry.createBy} = ${who.usercode}) as n`);
  return Number(rows[0]!.n);
}

const codes = (replies: Reply[]) => replies.map((reply) => reply.code);

describe('inquiry limits per customer account (issue 13)', () => {
  it('refuses the inquiry past the per-minute parameter, counting sea, rail LCL and rail FCL together, and stores nothing of it', async () => {
    await setParameter('freight.inquiry.perMinute', '3');
    const flooder = await account();
    expect(codes([await seaInquiryOf(flooder, 1), await lclInquiryOf(flooder, 2), await fclInquiryOf(flooder, 3)])).toEqual([200, 200, 200]);
    for (const send of [seaInquiryOf, lclInquiryOf, fclInquiryOf]) {
      expect(await send(flooder, 4)).toEqual({ code: 429, msg: 'Too many inquiries: at most 3 a minute; please try again shortly', status: 'error' });
    }
    expect(await stored(flooder)).toBe(3);
    const other = await account();
    expect((await seaInquiryOf(other, 1)).code).toBe(200);
  });

  it('keeps to 20 a minute when the parameter is absent: of 21 inquiries sent at once, exactly one is refused', async () => {
    await setParameter('freight.inquiry.perMinute', null);
    const flooder = await account();
    const replies = await Promise.all(Array.from({ length: 21 }, (_, n) => seaInquiryOf(flooder, n)));
    expect(codes(replies).filter((code) => code === 200)).toHaveLength(20);
    expect(replies.filter((reply) => reply.code !== 200)).toEqual([{ code: 429, msg: 'Too many inquiries: at most 20 a minute; please try again shortly', status: 'error' }]);
    expect(await stored(flooder)).toBe(20);
  });

  it('refuses the inquiry past the 24-hour parameter in the caller’s language', async () => {
    await setParameter('freight.inquiry.perDay', '2');
    const flooder = await account();
    expect(codes([await seaInquiryOf(flooder, 1), await lclInquiryOf(flooder, 2)])).toEqual([200, 200]);
    const refused = await callAction(t, flooder, 'callYhImport', { rateid: sea.fclrateid, inquirer: '第三次', gp20qty: 1, gp40qty: 0, hq40qty: 0, hq45qty: 0 });
    expect(refused).toEqual({ code: 429, msg: '询价次数已达上限：24 小时内最多 2 次，请稍后再试', status: 'error' });
    expect(await stored(flooder)).toBe(2);
  });
});

describe('the inquiry commands', () => {
  it('refuse an anonymous caller themselves, whatever door calls them, and store nothing', async () => {
    const data = parseInquiry(SeaInquiryPayload, { rateid: sea.fclrateid, inquirer: 'Nobody', gp20qty: 1, gp40qty: 0, hq40qty: 0, hq45qty: 0 });
    const anonymous = { anonymous: true, userId: 0, userName: 'anon_commands', customerId: 0 };
    await expect(seaInquiryCommands.add(t.ctx, anonymous, data)).rejects.toMatchObject({ replyCode: 403 });
    expect(await stored({ usercode: 'anon_commands' })).toBe(0);
  });

  it('refuse a staff account signed in on the portal, which has no company whose inquiry the desk could open', async () => {
    const staff = await issuePortalCredentials(t.ctx, { usercode: 'admin', isAnonymous: false, userId: 1, userType: 'U' });
    for (const send of [seaInquiryOf, lclInquiryOf, fclInquiryOf]) {
      expect(await send(staff, 1)).toEqual({ code: 403, msg: 'A staff account cannot send inquiries in the portal; handle inquiries in the back office', status: 'error' });
    }
    expect(await stored({ usercode: 'admin' })).toBe(0);
  });
});
