import { onFirstUse } from '../onFirstUse';

type ExcelJs = typeof import('exceljs');

/** exceljs takes a sixth of a second to load: it loads with the first export or import, not at start. */
export const loadExcelJs = onFirstUse(() =>
  // A CommonJS package: its exports arrive as the module's default.
  import('exceljs').then((module) => (module as { default?: ExcelJs }).default ?? module));
