import type { MarkupFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { markupColumns } from './import';
import { markupBatches, type Markup } from './service';

/** The markup export: the id, then the import columns, so an exported file can be edited and imported again. */
export function markupWorkbook(ctx: AppContext, filter: MarkupFilter): WorkbookSpec<Markup> {
  return {
    name: 'markup',
    sheet: 'markup.sheet',
    columns: [
      { header: 'markup.markupId', value: (r) => r.markupId, width: 10 },
      ...markupColumns.map((c) => ({ header: c.header, value: (r: Markup) => r[c.field] })),
    ],
    batches: markupBatches(ctx, filter),
  };
}
