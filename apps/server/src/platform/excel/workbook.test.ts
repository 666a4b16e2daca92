import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysOperLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { LoginSession } from '../auth/session';
import { registerErrorHandler } from '../errorHandler';
import { registerRequestLanguage } from '../i18n';
import { BusinessType, registerOperationLog } from '../operationLog';
import { sendWorkbook, type WorkbookSpec } from './workbook';

let t: TestApp;
let app: FastifyInstance;
let base: string;
/** The rows of the export the next request answers with. */
let batches: () => AsyncIterable<{ name: string }[]>;

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  registerRequestLanguage(app);
  registerErrorHandler(app);
  registerOperationLog(app, t.ctx.db);
  app.addHook('onRequest', async (req) => { req.session = { userName: 'admin', deptName: '研发部门' } as LoginSession; });
  app.post('/api/system/trial/export', { config: { log: { title: '导出试验', businessType: BusinessType.export } } }, async (req, reply) => {
    const spec: WorkbookSpec<{ name: string }> = { name: 'trial', sheet: 'post.sheet', columns: [{ header: 'post.postName', value: (r) => r.name }], batches: batches() };
    return sendWorkbook(req, reply, spec);
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const rows = Array.from({ length: 500 }, (_, i) => ({ name: `岗位${i}` }));
const exportTrial = () => fetch(`${base}/api/system/trial/export`, { method: 'POST', headers: { 'accept-language': 'zh-CN' } });
const loggedTrial = () => vi.waitFor(async () => {
  const [row] = await t.ctx.db.select().from(sysOperLog).where(eq(sysOperLog.title, '导出试验'));
  if (!row) throw new Error('not logged yet');
  await t.ctx.db.delete(sysOperLog).where(eq(sysOperLog.operId, row.operId));
  return row;
}, { timeout: 15_000, interval: 50 });

describe('an export that fails', () => {
  it('answers a failing first query with the error reply the screen shows, and logs the export as failed', async () => {
    batches = () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('the query failed')) }) });
    const reply = await exportTrial();
    expect(reply.status).toBe(500);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('content-disposition')).toBeNull();
    expect(await reply.json()).toEqual({ code: 500, msg: '系统未知错误，请反馈给管理员' });
    expect(await loggedTrial()).toMatchObject({ businessType: BusinessType.export, status: '1', errorMsg: '系统未知错误，请反馈给管理员' });
  });

  it('aborts the download when a later batch fails after the file began, and logs the export as failed', async () => {
    let failNow!: () => void;
    const begun = new Promise<void>((resolve) => { failNow = resolve; });
    batches = async function* () {
      yield rows;
      await begun;
      throw new Error('the connection to the database was lost');
    };
    const reply = await exportTrial();
    expect(reply.status).toBe(200);
    failNow();
    await expect(reply.arrayBuffer()).rejects.toThrow();
    expect(await loggedTrial()).toMatchObject({ status: '1', errorMsg: '回复未完成，连接在结束前中断' });
  });

  it('still sends a whole file and logs success when every batch arrives', async () => {
    batches = async function* () {
      yield rows;
      yield rows;
    };
    const reply = await exportTrial();
    expect(reply.status).toBe(200);
    const file = Buffer.from(await reply.arrayBuffer());
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(await loggedTrial()).toMatchObject({ status: '0', errorMsg: '' });
  });
});
