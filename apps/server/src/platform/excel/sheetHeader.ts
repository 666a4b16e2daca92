import { languages, translate } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { BookRow } from './book';
import type { HeaderKey } from './workbook';

/** Rows at the top of a sheet searched for its header: a title, a date line or notes may stand above it. */
export const headerRows = 10;

/** A sheet's header: its last row, the column of each field (undefined when it names none) and how many of the required it names. */
export interface Header {
  row: number;
  places: (number | undefined)[];
  named: number;
}

/** A header cell as compared: full-width letters as their usual forms, blanks and line breaks as one space, any case. */
export const folded = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Finds the header among the top rows of a sheet, read one at a time: a block of rows that name columns (by their
 * header in any of the three languages), one row or two (a merged cell "price" above the box sizes, the other
 * headers merged down across both). A row naming no column ends a block (a title, notes), and so does a column named
 * twice (notes listing the column names down a column). `take` answers the header once it names every required field.
 */
export function headerFinder(required: readonly { header: HeaderKey }[], optional: readonly { header: HeaderKey }[]) {
  const fields = [...required, ...optional];
  const fieldsNamed = new Map<string, number[]>();
  fields.forEach((field, index) => {
    for (const name of new Set(languages.map((language) => folded(translate(adminCatalogue, language, field.header))))) {
      fieldsNamed.set(name, [...(fieldsNamed.get(name) ?? []), index]);
    }
  });
  /** The fields a row names and their columns, leaving out fields `placed` already. */
  const namedIn = (row: BookRow, placed: readonly (number | undefined)[]) => {
    const named: [field: number, column: number][] = [];
    for (let column = 0; column < row.width; column++) {
      const cell = row.cell(column);
      const field = typeof cell === 'string'
        ? fieldsNamed.get(folded(cell))?.find((f) => placed[f] === undefined && !named.some(([n]) => n === f)) : undefined;
      if (field !== undefined) named.push([field, column]);
    }
    return named;
  };
  let block: Header | undefined;
  let best: Header | undefined;
  return {
    take(row: BookRow): Header | undefined {
      let named = namedIn(row, block?.places ?? []);
      if (named.length === 0 || named.some(([, column]) => block?.places.includes(column))) {
        block = undefined;
        named = namedIn(row, []);
      }
      if (named.length === 0) return undefined;
      block ??= { row: row.number, places: fields.map(() => undefined), named: 0 };
      for (const [field, column] of named) block.places[field] = column;
      block.row = row.number;
      block.named = block.places.slice(0, required.length).filter((place) => place !== undefined).length;
      if (block.named === required.length) return block;
      if (block.named > (best?.named ?? 0)) best = { ...block, places: [...block.places] };
      return undefined;
    },
    /** The block naming most required fields, when none names them all. */
    best: () => best,
  };
}
