type ExcelJs = typeof import('exceljs');

let excel: Promise<ExcelJs> | undefined;

/** exceljs takes a sixth of a second to load: it loads with the first export or import, not at start. */
export const loadExcelJs = (): Promise<ExcelJs> =>
  // A CommonJS package: its exports arrive as the module's default.
  (excel ??= import('exceljs').then((module) => (module as { default?: ExcelJs }).default ?? module));
