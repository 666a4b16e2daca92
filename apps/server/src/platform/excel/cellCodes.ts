import { languages, translate, type Language } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { AppContext } from '../context';
import { dictLabels } from '../dictionary';
import type { Cell } from './book';
import type { Reading } from './cellReading';
import { folded } from './sheetHeader';
import type { HeaderKey } from './workbook';

/**
 * The codes of a coded column and where their labels are: a dictionary, as the screens and the system's exports
 * show it, or the screen texts of each code.
 */
export type Codes = { dictionary: string } | { labels: Readonly<Record<string, HeaderKey>> };

/** Status: '0' normal, '1' disabled (正常 / 停用, Normal / Disabled, Активен / Отключён). */
export const statusCodes: Codes = { dictionary: 'sys_normal_disable' };

/** Yes or no: 'Y' / 'N' (是 / 否, Yes / No, Да / Нет). */
export const yesNoCodes: Codes = { dictionary: 'sys_yes_no' };

/** The label of each code in one language: what exports show and imports read back. */
export async function codeLabels(ctx: AppContext, codes: Codes, language: Language): Promise<ReadonlyMap<string, string>> {
  return 'dictionary' in codes
    ? dictLabels(ctx, codes.dictionary, language)
    : new Map(Object.entries(codes.labels).map(([code, key]) => [code, translate(adminCatalogue, language, key)]));
}

/** Each code by itself and by its labels in the three languages, folded (any case, full-width letters as usual). */
export async function codeNames(ctx: AppContext, codes: Codes): Promise<Map<string, string>> {
  const labels = await Promise.all(languages.map((language) => codeLabels(ctx, codes, language)));
  const names = new Map<string, string>();
  for (const map of labels) {
    for (const [code, label] of map) {
      names.set(folded(code), code);
      if (!names.has(folded(label))) names.set(folded(label), code);
    }
  }
  return names;
}

/**
 * A coded cell as its code: the code as text or as the number a spreadsheet makes of a typed digit, or a label in
 * any language. Anything else is left for the record's schema to refuse with its own message.
 */
export const readCode = (names: ReadonlyMap<string, string>) => (cell: Cell): Reading => {
  if (cell === undefined) return { value: undefined };
  const text = String(cell);
  return { value: names.get(folded(text)) ?? text };
};
