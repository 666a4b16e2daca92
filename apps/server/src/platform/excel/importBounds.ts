/**
 * What reading one import file may cost. Each bound is checked before or while the file is read, and past it the
 * reading stops with an error that names the bound; the reading runs in a thread of its own (importSheet.ts), so even
 * a file that slips past them all cannot take the server down.
 */
export interface ImportBounds {
  /** The file as uploaded (zipped). */
  fileMb: number;
  /** Parts (zip entries) of the workbook. */
  entries: number;
  /** All parts unpacked together, as the zip declares them; no part unpacks to more than it declares. */
  unpackedMb: number;
  /** How many times smaller than unpacked a part of more than a megabyte may be packed (a zip bomb: a thousand). */
  ratio: number;
  /** Shared texts (the workbook's table of distinct cell texts, kept in memory while the sheet is read). */
  sharedStrings: number;
  sharedStringsMb: number;
  /** Rows holding data, below the header. */
  rows: number;
  /** Columns of a row (its last cell holding a value: LibreOffice writes 1,024 empty cells of a formatted row). */
  columns: number;
  /** Characters of a cell (Excel's own limit). */
  cellLength: number;
  /** Seconds the import may wait for the reader, in all. */
  seconds: number;
  /** The reading thread's heap. */
  heapMb: number;
}

/**
 * The largest legal workbook holds 100,000 rows: 24 columns of sea rates are a 10 MB file that unpacks to 90 MB,
 * packed 9 times smaller (bench/rateImport.ts).
 */
export const importBounds: ImportBounds = {
  fileMb: 30,
  entries: 1000,
  unpackedMb: 400,
  ratio: 100,
  sharedStrings: 500_000,
  sharedStringsMb: 50,
  rows: 100_000,
  columns: 256,
  cellLength: 32_767,
  seconds: 120,
  heapMb: 192,
};

export const megabyte = 1024 * 1024;
