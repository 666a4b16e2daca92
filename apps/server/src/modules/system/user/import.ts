import { and, eq } from 'drizzle-orm';
import { UserBody } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { statusCodes } from '../../../platform/excel/cellCodes';
import { cellReaders, type CellReader } from '../../../platform/excel/cellReading';
import { AppError } from '../../../platform/errors';
import { importTemplate, schemaProblem, type ImportColumn, type ImportOptions, type ImportOutcome } from '../../../platform/excel/import';
import { sheetRows, type Cell } from '../../../platform/excel/importSheet';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { configValue } from '../config/values';
import { checkUserInScope, getUser } from './service';
import { may, type Actor } from '../../../platform/commands/actor';
import type { UserDialog } from './commands';

/** The columns of the import template and file (an export carries them too, among others). */
export const userImportColumns = [
  { header: 'user.deptId', field: 'deptId' },
  { header: 'user.userName', field: 'userName' },
  { header: 'user.nickName', field: 'nickName' },
  { header: 'user.email', field: 'email' },
  { header: 'user.phonenumber', field: 'phonenumber' },
  { header: 'user.sex', field: 'sex', holds: { dictionary: 'sys_user_sex' } },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const satisfies readonly ImportColumn[];

/** The empty import template: headers only, in the caller's language. */
export const userImportTemplate = (): WorkbookSpec<never> => importTemplate({ name: 'user', sheet: 'user.sheet', columns: userImportColumns });

const text = (cell: Cell) => (cell === undefined ? '' : String(cell));

/** Cells read as every import reads them: sex and status by code (as text or number) or label in any language. */
const readCells = (readers: readonly CellReader[], cells: readonly Cell[]) => cells.map((cell, i) => {
  const reading = readers[i]!(cell);
  return text('value' in reading ? reading.value : cell);
});

/** The fields a file row sets on an existing account: when they equal the stored ones, the row changes nothing. */
const sameAccount = (stored: { deptId: number | null; nickName: string; email: string; phonenumber: string; sex: string; status: string }, row: UserBody) =>
  (stored.deptId ?? null) === (row.deptId ?? null) && stored.nickName === row.nickName && (stored.email ?? '') === (row.email ?? '')
  && (stored.phonenumber ?? '') === (row.phonenumber ?? '') && stored.sex === row.sex && stored.status === row.status;

/**
 * Imports users from an xlsx laid out like the template or the export: each row is parsed like the user dialog, then
 * added or edited through the dialog's commands (`dialog`), so the user rules (permission, scope, lookalike names,
 * password policy, unique phone and e-mail) apply to each account. An account is found by its user name: it is
 * refused without `updateSupport`, and otherwise updated when the row changes it. New users get the initial password
 * (parameter sys.user.initPassword). Every row is tried; the outcome counts them and names each refused one.
 */
export async function importUsers(
  ctx: AppContext, file: Buffer, options: Pick<ImportOptions, 'updateSupport' | 'pause'>, actor: Actor, dialog: UserDialog,
): Promise<ImportOutcome> {
  const readers = await cellReaders(ctx, userImportColumns);
  const password = (await configValue(ctx, 'sys.user.initPassword')) ?? '';
  const outcome: ImportOutcome = { added: 0, updated: 0, unchanged: 0, refused: [] };
  let rows = 0;
  for await (const { row, cells } of sheetRows(file, userImportColumns)) {
    rows++;
    await options.pause?.();
    const [deptId, userName, nickName, email, phonenumber, sex, status] = readCells(readers, cells) as [string, string, string, string, string, string, string];
    const parsed = UserBody.safeParse({
      deptId: deptId ? Number(deptId) : null, userName, nickName, email, phonenumber, password,
      sex: sex || '0', status: status || '0',
    });
    if (!parsed.success) {
      outcome.refused.push(schemaProblem(row, userImportColumns, parsed.error.issues));
      continue;
    }
    const [existing] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
    if (existing && !options.updateSupport) {
      outcome.refused.push({ row, field: 'userName', reason: 'import.exists', key: [['userName', userName]] });
      continue;
    }
    // A row is an add or an edit of a user: refused by row without that action's permission (its command would refuse it too).
    const action = existing ? 'edit' : 'add';
    if (!may(actor, `system:user:${action}`)) {
      outcome.refused.push({ row, field: 'userName', reason: existing ? 'import.forbidden.edit' : 'import.forbidden.add' });
      continue;
    }
    try {
      if (!existing) {
        await dialog.add(ctx, actor, parsed.data);
        outcome.added++;
        continue;
      }
      await checkUserInScope(ctx.db, actor, existing.userId);
      const current = await getUser(ctx, existing.userId, actor);
      if (sameAccount(current, parsed.data)) {
        outcome.unchanged++;
        continue;
      }
      await dialog.edit(ctx, actor, { ...parsed.data, userId: existing.userId, postIds: current.postIds, roleIds: current.roleIds, version: current.version });
      outcome.updated++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.refused.push({ row, field: 'userName', reason: error.key, params: error.params });
    }
  }
  if (rows === 0) throw new AppError('user.import.empty');
  return outcome;
}
