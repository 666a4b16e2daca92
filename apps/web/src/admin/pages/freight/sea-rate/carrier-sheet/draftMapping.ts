import { guessCarrierSheetColumns } from '@freight/domain';
import type { Mapping, SheetCell, Survey, SurveyedSheet } from './carrierSheetApi';

const text = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * The headers of a sheet's header row, column by column: a cell of the row, or the one above it when that is empty
 * (a header merged down over two rows), as the server finds them. Empty columns are left out.
 */
export function headersOf(sheet: SurveyedSheet | undefined, headerRow: number): string[] {
  const row = sheet?.rows.find((r) => r.row === headerRow)?.cells ?? [];
  const above = sheet?.rows.find((r) => r.row === headerRow - 1)?.cells ?? [];
  const width = Math.max(row.length, above.length);
  const headers = Array.from({ length: width }, (_, i) => text(row[i]) || text(above[i])).filter((h) => h !== '');
  return [...new Set(headers)];
}

/** A mapping of the sheet's columns by their headers' likely meaning, keeping the values and surcharge columns already given. */
export function guessedMapping(survey: Survey, base: Pick<Mapping, 'carrierId'> & Partial<Mapping>, sheetName?: string, headerRow?: number): Mapping {
  const sheet = survey.sheets.find((s) => s.name === (sheetName ?? survey.sheet)) ?? survey.sheets[0];
  const row = headerRow ?? sheet?.headerRow ?? 1;
  const headers = headersOf(sheet, row);
  return {
    carrierId: base.carrierId,
    sheet: sheet?.name ?? '',
    headerRow: row,
    columns: guessCarrierSheetColumns(headers),
    constants: base.constants ?? {},
    surcharges: (base.surcharges ?? []).filter((s) => headers.includes(s.header)),
  };
}

/** The mapping offered first: the carrier's saved one when the file has its sheet, else a guess. */
export function firstMapping(survey: Survey, carrierId: number, saved: Mapping | null): Mapping {
  if (saved && survey.sheets.some((s) => s.name === saved.sheet)) return saved;
  return guessedMapping(survey, { carrierId, constants: saved?.constants ?? {} });
}
