import { filterNames } from './domain';
import { comment, jsString } from './escape';
import { formFields, hasColumn, queryFields, type Entity, type Field, type GenModel } from './model';

const operators: Record<string, string> = { NE: 'ne', GT: 'gt', GTE: 'gte', LT: 'lt', LTE: 'lte' };

/** The condition a query column adds to the list's `where`, and the helpers it needs. */
function conditionOf(table: string, f: Field): { code: string; uses: string[] } {
  const column = `${table}.${f.name}`;
  const value = f.javaType === 'Boolean' ? `(filter.${f.name} === undefined ? undefined : filter.${f.name} === 'true')` : `filter.${f.name}`;
  if (f.queryType === 'BETWEEN') {
    const [begin, end] = filterNames(f);
    return {
      code: `and(filter.${begin} === undefined ? undefined : gte(${column}, filter.${begin}), filter.${end} === undefined ? undefined : lte(${column}, filter.${end}))`,
      uses: ['gte', 'lte'],
    };
  }
  if (f.queryType === 'LIKE' && f.javaType === 'String') return { code: `contains(${column}, ${value})`, uses: ['contains'] };
  const operator = operators[f.queryType];
  if (operator) return { code: `${value} === undefined ? undefined : ${operator}(${column}, ${value})`, uses: [operator] };
  return { code: `equals(${column}, ${value})`, uses: ['equals'] };
}

const valueOf = (f: Field) => (f.required && f.insert ? `body.${f.name}` : `body.${f.name} ?? null`);
const fieldsOf = (e: Entity, skip?: Field) => formFields(e).filter((f) => f !== skip).map((f) => `${f.name}: ${valueOf(f)}`);

/** Audit columns the service fills from the signed-in user, when the table has them. */
function audit(e: Entity, when: 'add' | 'edit'): string {
  const byField = formFields(e).map((f) => f.column);
  const parts: string[] = [];
  if (when === 'add' && hasColumn(e, 'create_by') && !byField.includes('create_by')) parts.push('createBy: by');
  if (when === 'edit' && hasColumn(e, 'update_by') && !byField.includes('update_by')) parts.push('updateBy: by');
  const updateTime = e.fields.find((f) => f.column === 'update_time');
  if (when === 'edit' && updateTime?.columnType.startsWith('timestamp')) parts.push('updateTime: new Date().toISOString()');
  return parts.map((p) => `, ${p}`).join('');
}

/** The list's \`where\` from the filters (none when no column is queried). */
const matchingOf = (C: string, conditions: string[]) => (conditions.length
  ? `const matching = (filter: ${C}Filter): SQL | undefined => and(\n${conditions.map((c) => `  ${c},`).join('\n')}\n);`
  : `const matching = (_filter: ${C}Filter): SQL | undefined => undefined;`);

/** `apps/server/src/modules/<module>/<business>/service.ts`. */
export function serviceFile(model: GenModel): string {
  const t = model.tableVar;
  const C = model.className;
  const pk = model.pk.name;
  const conditions = queryFields(model).map((f) => conditionOf(t, f));
  const helpers = new Set(conditions.flatMap((c) => c.uses));
  const drizzle = new Set([...(conditions.length ? ['and'] : []), 'asc', 'eq', 'inArray', 'type SQL', ...[...helpers].filter((h) => h !== 'contains' && h !== 'equals')]);
  const filters = ['contains', 'equals'].filter((h) => helpers.has(h));
  const sub = model.sub;
  const orderBy = model.tree ? `asc(${t}.${model.tree.parentCode.name}), asc(${t}.${pk})` : `asc(${t}.${pk})`;
  const list = model.tree
    ? `/** The whole tree as a flat list (a tree table shows it without pages). */
export async function list${C}(ctx: AppContext, query: ${C}Query): Promise<Page<${C}>> {
  const rows = await ctx.db.select().from(${t}).where(matching(query)).orderBy(${orderBy});
  return { rows, total: rows.length };
}`
    : `export function list${C}(ctx: AppContext, query: ${C}Query): Promise<Page<${C}>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(${t}).where(where).orderBy(${orderBy}).limit(limit).offset(offset),
    () => ctx.db.$count(${t}, where),
  );
}`;
  const s = sub ? { t: sub.entity.tableVar, fk: sub.foreignKey.name, list: sub.listName, C: sub.entity.className } : undefined;
  const subRows = s ? `
const ${s.list}Of = (body: ${C}Body, id: number) => body.${s.list}.map((row) => ({ ${fieldsOf(sub!.entity, sub!.foreignKey).join(', ').replaceAll('body.', 'row.')}, ${s.fk}: id }));
` : '';
  const get = s
    ? `export async function get${C}(ctx: AppContext, id: ${C}[${jsString(pk)}]) {
  const [row] = await ctx.db.select().from(${t}).where(eq(${t}.${pk}, id));
  if (!row) throw new AppError('http.404', {}, 404);
  const ${s.list} = await ctx.db.select().from(${s.t}).where(eq(${s.t}.${s.fk}, row.${pk})).orderBy(asc(${s.t}.${sub!.entity.pk.name}));
  return { ...row, ${s.list} };
}`
    : `export async function get${C}(ctx: AppContext, id: ${C}[${jsString(pk)}]): Promise<${C}> {
  const [row] = await ctx.db.select().from(${t}).where(eq(${t}.${pk}, id));
  if (!row) throw new AppError('http.404', {}, 404);
  return row;
}`;
  const idCheck = model.pk.increment ? `  if (!body.${pk}) throw new AppError('http.404', {}, 404);\n` : '';
  const pkValue = model.pk.increment ? '' : `${pk}: body.${pk}, `;
  const add = s
    ? `export async function add${C}(ctx: AppContext, body: ${C}Body, by: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(${t}).values({ ${pkValue}...fields(body)${audit(model, 'add')} }).returning({ id: ${t}.${pk} });
    if (body.${s.list}.length) await tx.insert(${s.t}).values(${s.list}Of(body, row!.id));
  });
}`
    : `export async function add${C}(ctx: AppContext, body: ${C}Body, by: string): Promise<void> {
  await ctx.db.insert(${t}).values({ ${pkValue}...fields(body)${audit(model, 'add')} });
}`;
  const update = s
    ? `export async function update${C}(ctx: AppContext, body: ${C}Body, by: string): Promise<void> {
${idCheck}  const id = body.${pk};
  await get${C}(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(${t}).set({ ...fields(body)${audit(model, 'edit')} }).where(eq(${t}.${pk}, id));
    await tx.delete(${s.t}).where(eq(${s.t}.${s.fk}, id));
    if (body.${s.list}.length) await tx.insert(${s.t}).values(${s.list}Of(body, id));
  });
}`
    : `export async function update${C}(ctx: AppContext, body: ${C}Body, by: string): Promise<void> {
${idCheck}  await get${C}(ctx, body.${pk});
  await ctx.db.update(${t}).set({ ...fields(body)${audit(model, 'edit')} }).where(eq(${t}.${pk}, body.${pk}));
}`;
  const remove = s
    ? `export async function remove${C}(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(${s.t}).where(inArray(${s.t}.${s.fk}, ids));
    await tx.delete(${t}).where(inArray(${t}.${pk}, ids));
  });
}`
    : `export async function remove${C}(ctx: AppContext, ids: ${C}[${jsString(pk)}][]): Promise<void> {
  await ctx.db.delete(${t}).where(inArray(${t}.${pk}, ids));
}`;
  const tables = s ? `${t}, ${s.t}` : t;
  const usesBy = audit(model, 'add').includes('by') || audit(model, 'edit').includes('by');
  return `import { ${[...drizzle].sort((a, b) => a.replace('type ', '').localeCompare(b.replace('type ', ''))).join(', ')} } from 'drizzle-orm';
import type { ${C}Body, ${C}Filter, ${C}Query } from ${jsString(model.packageName)};
import { ${tables} } from ${jsString(`../../../db/schema/${model.businessName}`)};
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
${filters.length ? `import { ${filters.join(', ')} } from '../../../platform/list/filters';\n` : ''}import { ${model.tree ? '' : 'findPage, '}type Page } from '../../../platform/list/page';

/** ${comment(model.functionName)} (${comment(model.tableName)}), generated by ${comment(model.author)}. */
export type ${C} = typeof ${t}.$inferSelect;

${matchingOf(C, conditions.map((c) => c.code))}

${list}

${get}

const fields = (body: ${C}Body) => ({ ${fieldsOf(model).join(', ')} });
${subRows}
${add.replace(', by: string', usesBy ? ', by: string' : ', _by: string')}

${update.replace(', by: string', usesBy ? ', by: string' : ', _by: string')}

${remove}
`;
}

/** `apps/server/src/modules/<module>/<business>/routes.ts`: the calls, each behind its permission string. */
export function routesFile(model: GenModel): string {
  const C = model.className;
  const path = (suffix: string) => jsString(`${model.basePath}${suffix}`);
  const permission = (action: string) => jsString(`${model.permissionPrefix}:${action}`);
  const numericPk = model.pk.javaType !== 'String';
  const idParam = numericPk ? 'IdParam' : 'z.string().min(1)';
  const idList = numericPk ? 'IdList' : "z.string().min(1).transform((s) => s.split(','))";
  const domain = (numericPk ? ['IdList', 'IdParam'] : []).concat([`${C}Body`, `${C}Query`]);
  return `import { z } from 'zod';
import { ${domain.join(', ')} } from ${jsString(model.packageName)};
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { add${C}, get${C}, list${C}, remove${C}, update${C} } from './service';

const title = ${jsString(model.functionName)};

/** ${comment(model.functionName)}: list, read, add, edit, delete. */
export const ${model.tableVar}Routes: RouteModule = (ctx) => async (app) => {
  app.get(${path('/list')}, { config: { access: { permission: ${permission('list')} } }, schema: { querystring: ${C}Query } },
    async (req) => pageTable(req, await list${C}(ctx, req.query)));

  app.get(${path('/:id')}, { config: { access: { permission: ${permission('query')} } }, schema: { params: z.object({ id: ${idParam} }) } },
    async (req) => okData(req, await get${C}(ctx, req.params.id)));

  app.post(${path('')}, { config: { access: { permission: ${permission('add')} }, log: { title, businessType: BusinessType.add } }, schema: { body: ${C}Body } },
    async (req) => {
      await add${C}(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put(${path('')}, { config: { access: { permission: ${permission('edit')} }, log: { title, businessType: BusinessType.edit } }, schema: { body: ${C}Body } },
    async (req) => {
      await update${C}(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete(${path('/:ids')}, {
    config: { access: { permission: ${permission('remove')} }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ ids: ${idList} }) },
  }, async (req) => {
    await remove${C}(ctx, req.params.ids);
    return ok(req);
  });
};
`;
}
