import { camelCase, javaTypeOf, type HtmlType, type QueryType } from '@freight/domain';
import type { genTableColumn } from '../../../db/schema/index';
import type { CatalogueColumn } from './catalogue';

export type GenColumnRow = typeof genTableColumn.$inferInsert;

/** Audit columns the forms never edit and the lists do not show. */
const audit = ['create_by', 'create_time', 'update_by', 'update_time', 'del_flag'];
const notQueried = [...audit, 'remark'];

const flag = (on: boolean) => (on ? '1' : '0');

/** The form field a column gets by its name and type (RuoYi's naming conventions). */
function htmlTypeOf(column: CatalogueColumn, javaType: string): HtmlType {
  const name = column.columnName.toLowerCase();
  if (/(^|_)status$/.test(name)) return 'radio';
  if (/(^|_)(type|sex)$/.test(name)) return 'select';
  if (/image$/.test(name)) return 'imageUpload';
  if (/file$/.test(name)) return 'fileUpload';
  if (/content$/.test(name)) return 'editor';
  if (javaType === 'Date') return 'datetime';
  if (/^text/.test(column.columnType)) return 'textarea';
  return 'input';
}

const queryTypeOf = (column: CatalogueColumn): QueryType => (/name$/i.test(column.columnName) ? 'LIKE' : 'EQ');

/** A generator column with the defaults an imported column starts with. */
export function genColumnOf(tableId: number, column: CatalogueColumn, sort: number, by: string): GenColumnRow {
  const javaType = javaTypeOf(column.columnType);
  const name = column.columnName.toLowerCase();
  const key = column.isPk;
  return {
    tableId,
    columnName: column.columnName,
    columnComment: column.columnComment || column.columnName,
    columnType: column.columnType,
    javaType,
    javaField: camelCase(column.columnName),
    isPk: flag(key),
    isIncrement: flag(column.isIncrement),
    isRequired: flag(column.notNull && !key),
    isInsert: flag(!column.isIncrement && !audit.includes(name)),
    isEdit: flag(!key && !audit.includes(name)),
    isList: flag(!key && !audit.includes(name)),
    isQuery: flag(!key && !notQueried.includes(name) && javaType !== 'Date'),
    queryType: queryTypeOf(column),
    htmlType: htmlTypeOf(column, javaType),
    dictType: '',
    sort,
    createBy: by,
  };
}
