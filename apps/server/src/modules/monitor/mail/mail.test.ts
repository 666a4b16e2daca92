import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { mailOutbox } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import { mailCommands } from './commands';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the mail resend command', () => {
  it('checks the permission itself, whatever door calls it, and queues nothing again when it is missing', async () => {
    const [failed] = await t.ctx.db.insert(mailOutbox).values({
      recipient: 'buyer@example.com', language: 'zh_CN', subject: '报价', text: '报价', html: '<p>报价</p>', topic: 'quote.sent', status: 'failed', attempts: 8,
    }).returning();
    const clerk: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['monitor:mail:list'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await expect(mailCommands.resend(t.ctx, clerk, [failed!.mailId])).rejects.toMatchObject({ replyCode: 403 });
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, failed!.mailId)))[0]).toEqual(failed);
    const keeper: Actor = { ...clerk, permissions: ['monitor:mail:resend'] };
    expect(await mailCommands.resend(t.ctx, keeper, [failed!.mailId])).toBe(1);
    expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, failed!.mailId)))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
