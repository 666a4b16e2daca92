import type { MessageKey } from '@freight/domain';
import type { AppContext } from '../context';
import type { Cell } from './book';
import { codeNames, readCode, type Codes } from './cellCodes';
import { readDateTime, readDay } from './cellTimes';
import type { SheetField } from './sheetReader';

/**
 * What the cells of an import column hold, read alike in every import: days (validity, ETD), days with a time of day
 * (a cut-off), money (read as is, exported to the cent), exchange rates (read as is, exported to the sixth place), or codes (status, yes/no, mode ...) given as code or label.
 * A column that names none is read as is.
 */
export type Holds = 'day' | 'dateTime' | 'money' | 'rate' | Codes;

/** A cell as its record field takes it, or why it cannot be taken (a problem of its row). */
export type Reading = { value: Cell } | { problem: MessageKey; params?: Record<string, unknown> };

export type CellReader = (cell: Cell) => Reading;

const asIs: CellReader = (cell) => ({ value: cell });

/** The reader of each column's cells; the labels of coded columns are loaded once per import. */
export async function cellReaders(ctx: AppContext, columns: readonly SheetField[]): Promise<CellReader[]> {
  return Promise.all(columns.map(async ({ holds }): Promise<CellReader> => {
    if (holds === undefined || holds === 'money' || holds === 'rate') return asIs;
    if (holds === 'day') return (cell) => readDay(cell, ctx.config.timeZone);
    if (holds === 'dateTime') return (cell) => readDateTime(cell, ctx.config.timeZone);
    return readCode(await codeNames(ctx, holds));
  }));
}
