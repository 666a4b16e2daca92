import type { NewTable } from './createTable';
import { sqlString } from './templates/escape';

/** Names reach here allowlisted (`[a-z_][a-z0-9_]{0,62}`); quoting keeps a name such as `order` a name. */
const quoted = (name: string) => `"${name}"`;

/** The DDL of a table in the public schema, written from the model alone: columns, NOT NULL, literal defaults, primary key, comments. */
export function tableDdl(table: NewTable): string[] {
  const target = `public.${quoted(table.name)}`;
  const elements = table.columns.map((c) => `${quoted(c.name)} ${c.type}${c.notNull ? ' not null' : ''}${c.defaultValue === undefined ? '' : ` default ${c.defaultValue}`}`);
  if (table.primaryKey.length) elements.push(`primary key (${table.primaryKey.map(quoted).join(', ')})`);
  const comments = [
    ...(table.comment === undefined ? [] : [`comment on table ${target} is ${sqlString(table.comment)}`]),
    ...table.columns.flatMap((c) => (c.comment === undefined ? [] : [`comment on column ${target}.${quoted(c.name)} is ${sqlString(c.comment)}`])),
  ];
  return [`create table ${target} (${elements.join(', ')})`, ...comments];
}
