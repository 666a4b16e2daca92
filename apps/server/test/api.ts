import ExcelJS from 'exceljs';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { sysMenu, sysOperLog, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema/index';
import { hashPassword } from '../src/platform/password';
import { bearer, signIn, type TestApp } from './harness';

type Language = 'zh' | 'en' | 'ru';
const acceptLanguage: Record<Language, string> = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' };

/** Calls of one signed-in person, in one language, replies parsed as JSON. */
export async function staffClient(t: TestApp, username = 'admin', language: Language = 'zh') {
  const { token } = await signIn(t, username, 'admin123');
  if (!token) throw new Error(`${username} could not sign in`);
  const headers = { ...bearer(token), 'accept-language': acceptLanguage[language] };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    (await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) })).json();
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
    /** Posts the filters form-encoded, as the screens' export does; the raw reply. */
    exportFile: (url: string, form: Record<string, string> = {}) => t.app.inject({
      method: 'POST', url: `/api${url}`, payload: new URLSearchParams(form).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  };
}

/**
 * A new staff member (password admin123) whose own role holds exactly these permissions, signed in: with none, a
 * person who may open nothing. For tests of what is refused without a screen's permissions, or allowed with only some.
 */
export async function staffWith(t: TestApp, userName: string, permissions: string[] = [], language: Language = 'zh') {
  const [role] = await t.ctx.db.insert(sysRole).values({ roleName: userName, roleKey: userName, roleSort: 9 }).returning();
  if (permissions.length) {
    const menus = await t.ctx.db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, permissions));
    await t.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.menuId })));
  }
  const [user] = await t.ctx.db.insert(sysUser).values({ userName, nickName: userName, password: await hashPassword('admin123') }).returning();
  await t.ctx.db.insert(sysUserRole).values({ userId: user!.userId, roleId: role!.roleId });
  return staffClient(t, userName, language);
}

/** Checks the reply is an xlsx file and reads its first sheet back as rows of cell texts. */
/** The first sheet of an exported file, as exceljs reads it (cell types and number formats). */
export async function readSheet(reply: { rawPayload: Buffer; headers: Record<string, unknown> }): Promise<ExcelJS.Worksheet> {
  expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(reply.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A cell as text: a date cell as its wall-clock time, as far as its format shows it (yyyy-mm-dd[ hh:mm[:ss]]). */
const cellText = (cell: ExcelJS.Cell) => {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, cell.numFmt.length);
  return value === null || value === undefined ? '' : String(value);
};

/** The first sheet of an exported file as rows of cell texts. */
export async function readWorkbook(reply: { rawPayload: Buffer; headers: Record<string, unknown> }): Promise<string[][]> {
  const rows: string[][] = [];
  (await readSheet(reply)).eachRow((row) => {
    const texts: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => { texts[column - 1] = cellText(cell); });
    rows.push(Array.from(texts, (text) => text ?? ''));
  });
  return rows;
}

/**
 * The newest operation-log row of a module newer than `after`, optionally of one request ("POST /api/system/post").
 * Rows are written just after the reply, so a late row of an earlier call can land after `after` was read: naming
 * the request keeps that row from being taken for the one a test waits for.
 */
export async function lastOperation(t: TestApp, title: string, after: number, request?: string) {
  const [requestMethod, operUrl] = request?.split(' ') ?? [];
  return vi.waitFor(async () => {
    const matches = [eq(sysOperLog.title, title), gt(sysOperLog.operId, after)];
    if (requestMethod && operUrl) matches.push(eq(sysOperLog.requestMethod, requestMethod), eq(sysOperLog.operUrl, operUrl));
    const [row] = await t.ctx.db.select().from(sysOperLog).where(and(...matches)).orderBy(desc(sysOperLog.operId)).limit(1);
    if (!row) throw new Error(`no new operation log for ${title} ${request ?? ''}`);
    return row;
  }, { timeout: 15_000, interval: 50 });
}

/** The id of the newest operation-log row (0 when none), to wait for the next one. */
export async function lastOperationId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db.select({ operId: sysOperLog.operId }).from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
  return row?.operId ?? 0;
}
