import type { MarkupFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { markupColumns } from './import';
import { markupBatches, type Markup } from './service';

/** The markup export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function markupWorkbook(ctx: AppContext, filter: MarkupFilter): WorkbookSpec<Markup> {
  return {
    name: 'markup',
    sheet: 'markup.sheet',
    columns: reimportable<Markup>({ header: 'markup.markupId', value: (r) => r.markupId }, markupColumns.map((c) => ({ header: c.header, value: (r: Markup) => r[c.field] }))),
    batches: markupBatches(ctx, filter),
  };
}
