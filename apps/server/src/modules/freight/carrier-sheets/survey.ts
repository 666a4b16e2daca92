import { carrierSheetTopRows, guessCarrierSheetColumns } from '@freight/domain';
import type { Cell } from '../../../platform/excel/book';
import { sheetTops } from '../../../platform/excel/importSheet';

/** A sheet of a carrier's workbook as staff choose from: its name, its top rows, and the row that most likely heads it. */
export interface SurveyedSheet {
  name: string;
  headerRow: number;
  /** How many of our fields the header row names by guess. */
  named: number;
  rows: { row: number; cells: Cell[] }[];
}

const texts = (cells: readonly Cell[]) => cells.filter((cell) => typeof cell === 'string').length;

/** The header row of a sheet: the top row naming most of our fields by guess, else the first with most texts (a title has one). */
function headerOf(rows: SurveyedSheet['rows']): { headerRow: number; named: number } {
  let best = { headerRow: rows[0]?.row ?? 1, named: 0, texts: 0 };
  for (const { row, cells } of rows) {
    const named = Object.keys(guessCarrierSheetColumns(cells.map((cell) => (typeof cell === 'string' ? cell : cell === undefined ? undefined : String(cell))))).length;
    const count = texts(cells);
    if (named > best.named || (named === best.named && count > best.texts)) best = { headerRow: row, named, texts: count };
  }
  return { headerRow: best.headerRow, named: best.named };
}

/**
 * The sheets of a workbook with their top rows (read in the import thread, within the import bounds), each with the
 * row that most likely holds its header, and the sheet most likely holding the rates: the one whose header names most.
 */
export async function surveyCarrierSheet(file: Buffer): Promise<{ sheet: string | undefined; sheets: SurveyedSheet[] }> {
  const bySheet = new Map<string, SurveyedSheet['rows']>();
  for await (const { sheet, row, cells } of sheetTops(file, carrierSheetTopRows)) bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), { row, cells }]);
  const sheets = [...bySheet].map(([name, rows]) => ({ name, ...headerOf(rows), rows }));
  const chosen = sheets.reduce<SurveyedSheet | undefined>((best, sheet) => (sheet.named > (best?.named ?? -1) ? sheet : best), undefined);
  return { sheet: chosen?.name, sheets };
}
