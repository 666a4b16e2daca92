import { tableVarOf } from '../names';
import type { GenColumn, GenTableInfo } from '../service';

/** One column as the templates use it. */
export interface Field {
  column: string;
  name: string;
  label: string;
  columnType: string;
  javaType: string;
  pk: boolean;
  increment: boolean;
  required: boolean;
  insert: boolean;
  edit: boolean;
  list: boolean;
  query: boolean;
  queryType: string;
  htmlType: string;
  dictType: string;
  /** Characters allowed by varchar(n) / char(n). */
  maxLength?: number;
}

/** One table of the generated feature: names in the project's conventions. */
export interface Entity {
  tableName: string;
  className: string;
  /** The variable the Drizzle table is bound to: `demoItem`. */
  tableVar: string;
  /** `item`, as used for routes, folders and permission strings. */
  businessName: string;
  functionName: string;
  pk: Field;
  fields: Field[];
}

export interface GenModel extends Entity {
  moduleName: string;
  packageName: string;
  author: string;
  category: 'crud' | 'tree' | 'sub';
  /** `demo:item`: permission strings are `${permissionPrefix}:list` and so on. */
  permissionPrefix: string;
  /** `/demo/item`: the routes' base. */
  basePath: string;
  /** Absent: below the seeded 系统工具 (tool) directory. */
  parentMenuId?: number;
  tree?: { code: Field; parentCode: Field; name: Field };
  sub?: { entity: Entity; foreignKey: Field; listName: string };
}

function fieldOf(c: GenColumn): Field {
  const length = /^(character varying|varchar|character|char)\((\d+)\)/.exec(c.columnType);
  return {
    column: c.columnName, name: c.javaField, label: c.columnComment || c.columnName,
    columnType: c.columnType, javaType: c.javaType, pk: c.isPk === '1', increment: c.isIncrement === '1',
    required: c.isRequired === '1', insert: c.isInsert === '1', edit: c.isEdit === '1', list: c.isList === '1', query: c.isQuery === '1',
    queryType: c.queryType, htmlType: c.htmlType, dictType: c.dictType, maxLength: length ? Number(length[2]) : undefined,
  };
}

function entityOf(table: GenTableInfo): Entity {
  const fields = table.columns.map(fieldOf);
  const pk = fields.find((f) => f.pk) ?? fields[0]!;
  return {
    tableName: table.tableName, className: table.className, tableVar: tableVarOf(table.className), businessName: table.businessName,
    functionName: table.functionName, pk, fields,
  };
}

const byColumn = (entity: Entity, column: string | null | undefined) => entity.fields.find((f) => f.column === column);

/** Everything the templates need from a generator table (and its sub-table for the master-detail template). */
export function genModelOf(table: GenTableInfo, subTable?: GenTableInfo): GenModel {
  const entity = entityOf(table);
  const model: GenModel = {
    ...entity, moduleName: table.moduleName, packageName: table.packageName || '@freight/domain', author: table.functionAuthor,
    category: table.tplCategory === 'tree' || table.tplCategory === 'sub' ? table.tplCategory : 'crud',
    permissionPrefix: `${table.moduleName}:${table.businessName}`, basePath: `/${table.moduleName}/${table.businessName}`,
    parentMenuId: table.params.parentMenuId ?? undefined,
  };
  if (model.category === 'tree') {
    const code = byColumn(entity, table.params.treeCode);
    const parentCode = byColumn(entity, table.params.treeParentCode);
    const name = byColumn(entity, table.params.treeName);
    if (code && parentCode && name) model.tree = { code, parentCode, name };
    else model.category = 'crud';
  }
  if (model.category === 'sub' && subTable) {
    const sub = entityOf(subTable);
    const foreignKey = byColumn(sub, table.subTableFkName);
    if (foreignKey) model.sub = { entity: sub, foreignKey, listName: `${tableVarOf(sub.className)}List` };
  }
  if (model.category === 'sub' && !model.sub) model.category = 'crud';
  return model;
}

/** Columns the add / edit form shows. */
export const formFields = (entity: Entity) => entity.fields.filter((f) => !f.pk && (f.insert || f.edit));
export const listFields = (entity: Entity) => entity.fields.filter((f) => f.list && !f.pk);
export const queryFields = (entity: Entity) => entity.fields.filter((f) => f.query && !f.pk);
/** Audit columns the service fills itself. */
export const hasColumn = (entity: Entity, column: string) => entity.fields.some((f) => f.column === column);
