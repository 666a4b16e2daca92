import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, lt } from 'drizzle-orm';
import type { RailFclRow, RailLclRow, SeaRateRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { railFclRate, railLclRate, seaRate } from '../../../db/schema/index';
import { callAction, callCommand, callers, freightFootprint, isoDay, numbersIn, type Callers } from '../rates-common/testing';

let t: TestApp;
let c: Callers;
let sea: SeaRateRow;
let lcl: RailLclRow;
let fcl: RailFclRow;

beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  sea = (await callAction(t, c.customer, 'fclRate', { portofloadingcode: 'CNNGB', finaldestinationcode: 'DEHAM' }, 'en_US')).content!.data.rows[0];
  lcl = (await callAction(t, c.customer, 'callYhApiRailway', { portofloadingcode: 'CNCTU', finaldestinationcode: 'PLMAL' }, 'en_US')).content!.data.rows[0];
  fcl = (await callAction(t, c.customer, 'callYhApiRailway', { portofloadingcode: 'CNCTU', finaldestinationcode: 'PLMAL', loadingtype: 'FCL' }, 'en_US')).content!.data.rows[0];
});
afterAll(async () => { await t.close(); });

const detail = (data: unknown, who: 'customer' | 'anonymous' = 'customer') => callCommand(t, c[who], 'ratedetail', data, 'en_US');

describe('ratedetail', () => {
  it('gives one rate of each kind in the shape of its search row', async () => {
    expect((await detail({ fclrateid: sea.fclrateid })).content!.data).toEqual(sea);
    expect((await detail({ rwlclrateid: lcl.rwlclrateid })).content!.data).toEqual(lcl);
    expect((await detail({ rwrateid: fcl.rwrateid })).content!.data).toEqual(fcl);
    expect(sea.XC__finaldestination).toBe('Hamburg');
    expect(lcl.XC__finaldestinationcode).toBe('Malaszewicze');
  });

  it('masks every price for an anonymous caller', async () => {
    const masked = (await detail({ fclrateid: sea.fclrateid }, 'anonymous')).content!.data as SeaRateRow;
    expect(masked).toMatchObject({ fclrateid: sea.fclrateid, price20: '***', price40: '***', pricehc: '***' });
    for (const box of ['price45', 'price40nor'] as const) expect(masked[box]).toBe(sea[box] === null ? null : '***');
    expect(numbersIn([masked.price20, masked.price40, masked.pricehc, masked.price45, masked.price40nor, masked.othercharges.map((o) => o.amount)])).toEqual([]);
    expect(JSON.stringify(masked)).not.toContain(`:${sea.price20}`);

    const lclMasked = (await detail({ rwlclrateid: lcl.rwlclrateid }, 'anonymous')).content!.data as RailLclRow;
    expect(lclMasked.price.map((p) => p.salesprice)).toEqual(lcl.price.map(() => '***'));
    const fclMasked = (await detail({ rwrateid: fcl.rwrateid }, 'anonymous')).content!.data as RailFclRow;
    expect([fclMasked.price20, fclMasked.pricehc]).toEqual(['***', '***']);
    expect(JSON.stringify(fclMasked)).not.toMatch(new RegExp(`${fcl.price20}|${fcl.pricehc}`));
  });

  it('answers 404 for a rate the portal does not show', async () => {
    const notFound = { code: 404, msg: 'The requested resource does not exist', status: 'error' };
    const [expired] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(lt(seaRate.expireddate, isoDay())).limit(1);
    const [expiredLcl] = await t.ctx.db.select({ id: railLclRate.rwlclrateid }).from(railLclRate).where(lt(railLclRate.expireddate, isoDay())).limit(1);
    const [hmm] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(eq(seaRate.carriercode, 'HDMU')).limit(1);
    expect(await detail({ fclrateid: expired!.id })).toEqual(notFound);
    expect(await detail({ rwlclrateid: expiredLcl!.id })).toEqual(notFound);
    expect(await detail({ fclrateid: hmm!.id })).toEqual(notFound);
    expect(await detail({ fclrateid: 99_999_999 })).toEqual(notFound);
    await t.ctx.db.update(railFclRate).set({ status: '1' }).where(eq(railFclRate.rwrateid, fcl.rwrateid));
    expect(await detail({ rwrateid: fcl.rwrateid })).toEqual(notFound);
  });

  it('refuses a payload without exactly one id, naming the field, and writes nothing', async () => {
    const before = await freightFootprint(t);
    expect(await detail({})).toEqual({ code: 400, msg: 'Invalid command data: data.fclrateid', status: 'error' });
    expect((await detail({ fclrateid: 1, rwrateid: 2 })).msg).toBe('Invalid command data: data.rwrateid');
    expect((await detail({ rwrateid: 'abc' })).msg).toBe('Invalid command data: data.rwrateid');
    expect((await detail({ rwlclrateid: -3 })).msg).toBe('Invalid command data: data.rwlclrateid');
    expect(await freightFootprint(t)).toEqual(before);
  });
});
