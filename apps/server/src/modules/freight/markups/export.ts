import type { Language, MarkupFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { markupColumns } from './import';
import { markupBatches, type Markup } from './service';

/** The markup export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function markupWorkbook(ctx: AppContext, filter: MarkupFilter, language: Language): Promise<WorkbookSpec<Markup>> {
  return {
    name: 'markup',
    sheet: 'markup.sheet',
    columns: reimportable<Markup>({ header: 'markup.markupId', value: (r) => r.markupId }, await shownColumns<Markup>(ctx, language, markupColumns)),
    batches: markupBatches(ctx, filter),
  };
}
