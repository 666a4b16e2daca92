import type { Language, PostFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { dictLabels } from '../../../platform/dictionary';
import { dateTimeCell, labelCell } from '../../../platform/excel/cells';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { postBatches, type Post } from './service';

/** The post export: the list's columns, statuses as labels in the caller's language. */
export async function postWorkbook(ctx: AppContext, filter: PostFilter, language: Language): Promise<WorkbookSpec<Post>> {
  const status = labelCell(await dictLabels(ctx, 'sys_normal_disable', language));
  return {
    name: 'post',
    sheet: 'post.sheet',
    columns: [
      { header: 'post.postId', value: (p) => p.postId, width: 12 },
      { header: 'post.postCode', value: (p) => p.postCode },
      { header: 'post.postName', value: (p) => p.postName },
      { header: 'post.postSort', value: (p) => p.postSort, width: 12 },
      { header: 'common.status', value: (p) => status(p.status), width: 12 },
      { header: 'common.createTime', format: 'dateTime', value: (p) => dateTimeCell(p.createTime, ctx.config.timeZone) },
      { header: 'common.remark', value: (p) => p.remark },
    ],
    batches: postBatches(ctx, filter),
  };
}
