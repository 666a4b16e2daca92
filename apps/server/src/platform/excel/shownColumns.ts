import type { Language } from '@freight/domain';
import type { AppContext } from '../context';
import { codeLabels } from './cellCodes';
import { dateTimeCell, dayCell, labelCell } from './cells';
import type { ImportColumn } from './import';
import type { SheetColumn } from './workbook';

type Cell = string | number | null | undefined;

/**
 * An import's columns as its export shows them: days and cut-offs as date cells (on the deployment's clock), money as
 * numbers to the cent, exchange rates to the sixth place, codes as their labels in the caller's language. The import reads each of these back as the
 * value it was, so the file still imports unchanged.
 */
export async function shownColumns<R>(ctx: AppContext, language: Language, columns: readonly ImportColumn[]): Promise<SheetColumn<R>[]> {
  return Promise.all(columns.map(async ({ header, field, holds }): Promise<SheetColumn<R>> => {
    const stored = (row: R) => (row as Record<string, unknown>)[field];
    if (holds === 'day') return { header, format: 'day', value: (r) => dayCell(stored(r) as string | null) };
    if (holds === 'dateTime') return { header, format: 'dateTime', value: (r) => dateTimeCell(stored(r) as Date | null, ctx.config.timeZone) };
    if (holds === 'money' || holds === 'rate') return { header, format: holds, value: (r) => stored(r) as Cell };
    if (holds === undefined) return { header, value: (r) => stored(r) as Cell };
    const label = labelCell(await codeLabels(ctx, holds, language));
    return { header, value: (r) => label(stored(r) as string | null) };
  }));
}
