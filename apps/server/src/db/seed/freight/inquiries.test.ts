import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { seaInquiry, sysUser } from '../../schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => { await t.close(); });

describe("the demo customers' sea inquiries", () => {
  // Their dates follow the day of seeding; on some days every quote had expired, and the demo had none to accept.
  it.each(['demo', 'demo2'])('give %s an open quote to accept or decline, valid past the day it was quoted', async (userName) => {
    const rows = await t.ctx.db.select({ status: seaInquiry.quotestatus, quoted: seaInquiry.quotedate, validUntil: seaInquiry.quotevaliduntil })
      .from(seaInquiry).innerJoin(sysUser, eq(sysUser.userId, seaInquiry.userId)).where(eq(sysUser.userName, userName));
    const open = rows.filter((row) => row.status === 'quoted');
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row.validUntil! > row.quoted!).toBe(true);
  });
});
