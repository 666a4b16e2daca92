import { dictTypePattern } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import { declaredName, identifier } from './templates/escape';

/** Table and column names the generator takes: plain lowercase PostgreSQL names, the same quoted or not. */
const sqlName = /^[a-z_][a-z0-9_]{0,62}$/;
/** An npm package name (`name` or `@scope/name`): what generated files import their schemas from, never a relative path. */
const packageName = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

export function checkTableName(name: string): void {
  if (!sqlName.test(name)) throw new AppError('gen.name.table', { name });
}

export function checkColumnNames(table: string, columns: { columnName: string }[]): void {
  const refused = columns.find((c) => !sqlName.test(c.columnName));
  if (refused) throw new AppError('gen.name.column', { table, name: refused.columnName });
}

/** The variable a generated Drizzle table is bound to: `DemoItem` → `demoItem`. */
export const tableVarOf = (className: string) => className.charAt(0).toLowerCase() + className.slice(1);

/** The names of a generator table that become SQL, file paths, identifiers or imports of the generated code. */
export interface GenNames {
  tableName: string;
  className: string;
  moduleName: string;
  businessName: string;
  packageName: string;
  subTableName?: string | null;
  subTableFkName?: string | null;
  params: { treeCode?: string | null; treeParentCode?: string | null; treeName?: string | null };
  columns: { columnName: string; javaField: string; dictType: string }[];
}

const named = (...names: (string | null | undefined)[]) => names.filter((name): name is string => !!name).map((columnName) => ({ columnName }));

/** Refuses, naming it, the first name of a generator table that is not in its safe form (checked when saved and when generated). */
export function checkGenNames(table: GenNames): void {
  checkTableName(table.tableName);
  checkColumnNames(table.tableName, [...table.columns, ...named(table.params.treeCode, table.params.treeParentCode, table.params.treeName)]);
  if (table.subTableName) {
    checkTableName(table.subTableName);
    checkColumnNames(table.subTableName, named(table.subTableFkName));
  }
  for (const name of [table.className, tableVarOf(table.className)]) declaredName(name);
  for (const name of [table.moduleName, table.businessName]) identifier(name);
  if (table.packageName && !packageName.test(table.packageName)) throw new AppError('gen.name.package', { name: table.packageName });
  for (const column of table.columns) {
    identifier(column.javaField);
    if (column.dictType && !dictTypePattern.test(column.dictType)) throw new AppError('gen.name.dictType', { column: column.columnName, name: column.dictType });
  }
}
