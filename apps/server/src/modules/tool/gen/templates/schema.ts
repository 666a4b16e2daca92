import { comment, jsString } from './escape';
import type { Entity, Field, GenModel } from './model';

/** The Drizzle column builder for a database type (format_type output). */
function builderOf(field: Field): { fn: string; call: string } {
  const type = field.columnType.toLowerCase();
  const numeric = /^numeric\((\d+),(\d+)\)/.exec(type);
  if (field.pk && field.increment) return field.javaType === 'Long' ? { fn: 'bigserial', call: "bigserial({ mode: 'number' })" } : { fn: 'serial', call: 'serial()' };
  if (type.startsWith('bigint')) return { fn: 'bigint', call: "bigint({ mode: 'number' })" };
  if (type.startsWith('smallint')) return { fn: 'smallint', call: 'smallint()' };
  if (type.startsWith('integer')) return { fn: 'integer', call: 'integer()' };
  if (numeric) return { fn: 'numeric', call: `numeric({ precision: ${numeric[1]}, scale: ${numeric[2]}, mode: 'number' })` };
  if (type.startsWith('numeric')) return { fn: 'numeric', call: "numeric({ mode: 'number' })" };
  if (type.startsWith('double')) return { fn: 'doublePrecision', call: 'doublePrecision()' };
  if (type.startsWith('real')) return { fn: 'real', call: 'real()' };
  if (type.startsWith('boolean')) return { fn: 'boolean', call: 'boolean()' };
  if (type.startsWith('timestamp')) return { fn: 'timestamp', call: `timestamp({ withTimezone: ${type.includes('with time zone')}, mode: 'string' })` };
  if (type === 'date') return { fn: 'date', call: "date({ mode: 'string' })" };
  if (type.startsWith('character varying')) return { fn: 'varchar', call: field.maxLength ? `varchar({ length: ${field.maxLength} })` : 'varchar()' };
  if (type.startsWith('character')) return { fn: 'char', call: `char({ length: ${field.maxLength ?? 1} })` };
  return { fn: 'text', call: 'text()' };
}

/** NOT NULL where the form requires a value (what the database fills itself stays optional for inserts). */
const columnOf = (field: Field) => {
  const { call } = builderOf(field);
  const pk = field.pk ? '.primaryKey()' : '';
  const notNull = !field.pk && field.required && field.insert ? '.notNull()' : '';
  return `  /** ${comment(field.label)} */\n  ${field.name}: ${call}${pk}${notNull},`;
};

const tableOf = (entity: Entity) => `/** ${comment(entity.functionName)} (${comment(entity.tableName)}). */
export const ${entity.tableVar} = pgTable(${jsString(entity.tableName)}, {
${entity.fields.map(columnOf).join('\n')}
});`;

/** `apps/server/src/db/schema/<business>.ts`: the Drizzle tables (column keys in camelCase; the client maps them to snake_case). */
export function schemaFile(model: GenModel): string {
  const entities = model.sub ? [model, model.sub.entity] : [model];
  const builders = [...new Set(entities.flatMap((e) => e.fields.map((f) => builderOf(f).fn)))].sort();
  return `import { ${['pgTable', ...builders].join(', ')} } from 'drizzle-orm/pg-core';

${entities.map(tableOf).join('\n\n')}
`;
}
