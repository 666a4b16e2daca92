import type { Language, UserFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { userBatches, type Caller, type ListedUser } from './service';

/**
 * The user export: the users the caller may see, statuses and genders as labels in the caller's language. It carries
 * the import's columns (the import finds them by their headers), so an exported file can be imported again.
 */
export async function userWorkbook(ctx: AppContext, filter: UserFilter, caller: Caller, language: Language): Promise<WorkbookSpec<ListedUser>> {
  const status = labelCell(await dictLabels(ctx, 'sys_normal_disable', language));
  const sex = labelCell(await dictLabels(ctx, 'sys_user_sex', language));
  return {
    name: 'user',
    sheet: 'user.sheet',
    columns: [
      { header: 'user.userId', value: (u) => u.userId, width: 12 },
      { header: 'user.deptId', value: (u) => u.deptId, width: 12 },
      { header: 'user.userName', value: (u) => u.userName },
      { header: 'user.nickName', value: (u) => u.nickName },
      { header: 'user.deptName', value: (u) => u.deptName },
      { header: 'user.phonenumber', value: (u) => u.phonenumber },
      { header: 'user.email', value: (u) => u.email, width: 28 },
      { header: 'user.sex', value: (u) => sex(u.sex), width: 10 },
      { header: 'common.status', value: (u) => status(u.status), width: 12 },
      { header: 'user.loginIp', value: (u) => u.loginIp },
      { header: 'user.loginDate', format: 'dateTime', value: (u) => dateTimeCell(u.loginDate, ctx.config.timeZone) },
      { header: 'common.createTime', format: 'dateTime', value: (u) => dateTimeCell(u.createTime, ctx.config.timeZone) },
    ],
    batches: await userBatches(ctx, filter, caller),
  };
}
