import type { Language, RoleFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { roleBatches, type Role } from './service';

/** The role export: the list's columns, statuses and data scopes as labels in the caller's language. */
export async function roleWorkbook(ctx: AppContext, filter: RoleFilter, language: Language): Promise<WorkbookSpec<Role>> {
  const status = labelCell(await dictLabels(ctx, 'sys_normal_disable', language));
  return {
    name: 'role',
    sheet: 'role.sheet',
    columns: [
      { header: 'role.roleId', value: (r) => r.roleId, width: 12 },
      { header: 'role.roleName', value: (r) => r.roleName },
      { header: 'role.roleKey', value: (r) => r.roleKey },
      { header: 'role.roleSort', value: (r) => r.roleSort, width: 12 },
      { header: 'role.dataScope', value: (r) => r.dataScope, width: 12 },
      { header: 'common.status', value: (r) => status(r.status), width: 12 },
      { header: 'common.createTime', format: 'dateTime', value: (r) => dateTimeCell(r.createTime, ctx.config.timeZone) },
    ],
    batches: roleBatches(ctx, filter),
  };
}
