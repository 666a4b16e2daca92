import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../../platform/excel/exceljs';
import { and, eq } from 'drizzle-orm';
import { UserBody, type Language, type MessageKey } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { AppError } from '../../../platform/errors';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { configValue } from '../config/values';
import { addUser, checkUserInScope, getUser, updateUser, type Caller } from './service';

/** The columns of the import template and file, in order. */
const importColumns = [
  { header: 'user.deptId', field: 'deptId' },
  { header: 'user.userName', field: 'userName' },
  { header: 'user.nickName', field: 'nickName' },
  { header: 'user.email', field: 'email' },
  { header: 'user.phonenumber', field: 'phonenumber' },
  { header: 'user.sex', field: 'sex' },
  { header: 'common.status', field: 'status' },
] as const;

/** The empty import template: headers only, in the caller's language. */
export function importTemplate(): WorkbookSpec<never> {
  return {
    name: 'user_template',
    sheet: 'user.sheet',
    columns: importColumns.map((c) => ({ header: c.header, value: () => '' })),
    batches: (async function* () { /* the template has no rows */ })(),
  };
}

type T = (key: MessageKey, params?: Record<string, unknown>) => string;

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text).trim();
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '').trim();
  return String(value).trim();
};

/** A coded value from its code or its label (in any language the file was written in). */
const codeOf = (labels: Map<string, string>[], text: string) => {
  for (const map of labels) for (const [value, label] of map) if (text === value || text === label) return value;
  return text;
};

/**
 * Imports users from an xlsx laid out like the template: each row is checked like the user dialog; new users get
 * the initial password (parameter sys.user.initPassword); an existing account is updated only with `updateSupport`.
 * Every row is tried; the reply lists each failure with its row number and reason.
 */
export async function importUsers(ctx: AppContext, file: Buffer, updateSupport: boolean, caller: Caller, t: T) {
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('user.import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  const languages: Language[] = ['zh_CN', 'en_US', 'ru_Ru'];
  const sexes = await Promise.all(languages.map((l) => dictLabels(ctx, 'sys_user_sex', l)));
  const statuses = await Promise.all(languages.map((l) => dictLabels(ctx, 'sys_normal_disable', l)));
  const password = (await configValue(ctx, 'sys.user.initPassword')) ?? '';
  const failures: string[] = [];
  let imported = 0;
  let rows = 0;
  for (let r = 2; sheet && r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells = importColumns.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((c) => c === '')) continue;
    rows++;
    const [deptId, userName, nickName, email, phonenumber, sex, status] = cells as [string, string, string, string, string, string, string];
    const fail = (reason: string) => failures.push(t('user.import.rowFailed', { row: r, name: userName, reason }));
    const parsed = UserBody.safeParse({
      deptId: deptId ? Number(deptId) : null, userName, nickName, email, phonenumber, password,
      sex: sex ? codeOf(sexes, sex) : '0', status: status ? codeOf(statuses, status) : '0',
    });
    if (!parsed.success) {
      fail(t(parsed.error.issues[0]!.message as MessageKey));
      continue;
    }
    try {
      const [existing] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
      if (existing && !updateSupport) {
        fail(t('user.import.exists'));
        continue;
      }
      if (existing) {
        await checkUserInScope(ctx.db, caller, existing.userId);
        const current = await getUser(ctx, existing.userId, caller);
        await updateUser(ctx, { ...parsed.data, userId: existing.userId, postIds: current.postIds, roleIds: current.roleIds, version: current.version }, caller);
      } else {
        await addUser(ctx, parsed.data, caller);
      }
      imported++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      fail(t(error.key, error.params));
    }
  }
  if (rows === 0) throw new AppError('user.import.empty');
  if (failures.length) throw new AppError('user.import.failed', { count: failures.length, imported, errors: failures.join('\n') });
  return t('user.import.done', { count: imported });
}
