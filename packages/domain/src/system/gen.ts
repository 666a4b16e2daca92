import { z } from 'zod';
import { numberFromText } from '../validators';
import { text } from '../text';
import { filterText, PageQuery, remark, requiredText } from './list';

/** Back-office.md §9: how a generated list filters by a column. */
export const queryTypes = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
/** Back-office.md §9: the field a generated form shows for a column. */
export const htmlTypes = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;
/** Back-office.md §9: the value types a column maps to (kept under the spec's names). */
export const javaTypes = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
export const tplCategories = ['crud', 'tree', 'sub'] as const;
export const tplWebTypes = ['element-ui', 'element-plus'] as const;

export type QueryType = (typeof queryTypes)[number];
export type HtmlType = (typeof htmlTypes)[number];
export type JavaType = (typeof javaTypes)[number];
export type TplCategory = (typeof tplCategories)[number];

export const GenTableFilter = z.object({
  tableName: filterText(200),
  tableComment: filterText(500),
});
export type GenTableFilter = z.infer<typeof GenTableFilter>;
export const GenTableQuery = PageQuery.extend(GenTableFilter.shape);
export type GenTableQuery = z.infer<typeof GenTableQuery>;

/** Table names as the import dialog sends them: `tables=a,b`. */
export const GenImportBody = z.object({
  tables: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}(,[A-Za-z_][A-Za-z0-9_]{0,62}){0,49}$/, { error: 'gen.import.tables' }),
});
export type GenImportBody = z.infer<typeof GenImportBody>;

export const GenCreateTableBody = z.object({
  sql: text(20_000, { required: 'gen.sql.required', tooLong: 'gen.sql.length' }),
});
export type GenCreateTableBody = z.infer<typeof GenCreateTableBody>;

const flag = z.enum(['0', '1']);
const identifier = (required: string) => z.string({ error: required }).trim().regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: required }).max(100);

export const GenColumnBody = z.object({
  columnId: z.number().int().positive(),
  columnComment: text(500).default(''),
  javaType: z.enum(javaTypes),
  javaField: identifier('gen.javaField.required'),
  isInsert: flag,
  isEdit: flag,
  isList: flag,
  isQuery: flag,
  isRequired: flag,
  queryType: z.enum(queryTypes),
  htmlType: z.enum(htmlTypes),
  dictType: text(100).default(''),
  sort: z.number().int().min(0),
});
export type GenColumnBody = z.infer<typeof GenColumnBody>;

/** Generation options kept beside the table (back-office.md §3 params). */
export const GenParams = z.object({
  treeCode: text(100).nullish(),
  treeParentCode: text(100).nullish(),
  treeName: text(100).nullish(),
  parentMenuId: numberFromText(z.number().int().min(0).nullish()),
});
export type GenParams = z.infer<typeof GenParams>;

/** The edit page's three tabs as submitted (back-office.md §2, §4). */
export const GenTableBody = z.object({
  tableId: z.number().int().positive(),
  tableName: requiredText(200, 'gen.tableName.required', 'gen.tableName.required'),
  tableComment: requiredText(500, 'gen.tableComment.required', 'gen.tableComment.required'),
  className: identifier('gen.className.required'),
  functionAuthor: requiredText(50, 'gen.functionAuthor.required', 'gen.functionAuthor.required'),
  remark,
  tplCategory: z.enum(tplCategories, { error: 'gen.tplCategory.required' }),
  tplWebType: z.enum(tplWebTypes).or(z.literal('')).default('element-ui').transform((v) => v || 'element-ui'),
  packageName: z.string({ error: 'gen.packageName.required' }).trim().regex(/^@?[A-Za-z0-9][A-Za-z0-9_./-]*$/, { error: 'gen.packageName.required' }).max(100),
  moduleName: identifier('gen.moduleName.required'),
  businessName: identifier('gen.businessName.required'),
  functionName: requiredText(50, 'gen.functionName.required', 'gen.functionName.required'),
  genType: z.enum(['0', '1']).default('0'),
  genPath: text(200).default('/'),
  subTableName: text(64).nullish(),
  subTableFkName: text(64).nullish(),
  params: GenParams.default({}),
  columns: z.array(GenColumnBody).max(500),
}).superRefine((body, ctx) => {
  if (body.tplCategory === 'tree' && (!body.params.treeCode || !body.params.treeParentCode || !body.params.treeName)) {
    ctx.addIssue({ code: 'custom', path: ['params', 'treeCode'], message: 'gen.tree.required' });
  }
  if (body.tplCategory === 'sub' && (!body.subTableName || !body.subTableFkName)) {
    ctx.addIssue({ code: 'custom', path: ['subTableName'], message: 'gen.sub.required' });
  }
});
export type GenTableBody = z.infer<typeof GenTableBody>;

/** The generation-tab fields the §4 clearing rules touch. */
export interface GenOptionFields {
  tplCategory?: string;
  tplWebType?: string;
  subTableName?: string | null;
  subTableFkName?: string | null;
}

/**
 * Back-office.md §4, applied after a change of the generation tab: a template other than 'sub' clears the
 * sub-table and its foreign key; a new sub-table clears the foreign key; an empty web type resets to element-ui.
 */
export function clearGenOptions<T extends GenOptionFields>(values: T, changed: GenOptionFields): T {
  if ('tplCategory' in changed && values.tplCategory !== 'sub') return { ...values, subTableName: '', subTableFkName: '' };
  if ('subTableName' in changed) return { ...values, subTableFkName: '' };
  if ('tplWebType' in changed && !values.tplWebType) return { ...values, tplWebType: 'element-ui' };
  return values;
}

/** A database column type mapped to the spec's value type. */
export function javaTypeOf(columnType: string): JavaType {
  const type = columnType.toLowerCase();
  if (/^(bigint|int8|bigserial|serial8)/.test(type)) return 'Long';
  if (/^(integer|int|int4|smallint|int2|serial)/.test(type)) return 'Integer';
  if (/^(numeric|decimal|money)/.test(type)) return 'BigDecimal';
  if (/^(real|double|float)/.test(type)) return 'Double';
  if (/^bool/.test(type)) return 'Boolean';
  if (/^(timestamp|date|time)/.test(type)) return 'Date';
  return 'String';
}

/** snake_case to camelCase: `user_name` → `userName`. */
export const camelCase = (name: string) => name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** snake_case to PascalCase, dropping a leading table prefix such as `sys_`: `sys_user_post` → `UserPost`. */
export function classNameOf(tableName: string): string {
  const bare = tableName.replace(/^(sys|tb|t|biz)_/i, '');
  const camel = camelCase(bare);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}
