import { messages } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { parseCreateTables } from './createTable';
import { tableDdl } from './tableDdl';

/** The refusal a text gets, as its message key and parameters. */
async function refusalOf(text: string) {
  const error = await parseCreateTables(text).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  const { key, params } = error as AppError;
  expect(messages[key]).toBeDefined();
  return { key, ...params };
}

describe('generator DDL is read into a model of plain columns', () => {
  it('keeps columns, NOT NULL, literal defaults of each type, the primary key and comments, and writes the DDL from them alone', async () => {
    const [table] = await parseCreateTables(`create table public.demo_all (
      id bigserial, "order" int not null default -7, qty smallint default 32767, big int8 default 9223372036854775807,
      price numeric(10,2) default 12345678.5, ratio real default 1.5e3, share double precision default .25, active boolean default false,
      code char(3) default 'x''y', title varchar(20) not null default 'a\\b', note text default null, day date default '2024-02-29',
      at timestamp(3) default '2025-01-31 08:00:00.5', at_tz timestamptz default '2025-01-31T08:00:00+08:00',
      primary key (id));
      comment on table demo_all is '全部类型';
      comment on column public.demo_all.title is 'Title''s */ text'`);
    expect(tableDdl(table!)).toEqual([
      'create table public."demo_all" ("id" bigserial, "order" integer not null default -7, "qty" smallint default 32767, '
      + '"big" bigint default 9223372036854775807, "price" numeric(10,2) default 12345678.5, "ratio" real default 1.5e3, '
      + '"share" double precision default .25, "active" boolean default false, "code" character(3) default \'x\'\'y\', '
      + '"title" character varying(20) not null default E\'a\\\\b\', "note" text, "day" date default \'2024-02-29\', '
      + '"at" timestamp(3) without time zone default \'2025-01-31 08:00:00.5\', '
      + '"at_tz" timestamp with time zone default \'2025-01-31T08:00:00+08:00\', primary key ("id"))',
      'comment on table public."demo_all" is \'全部类型\'',
      'comment on column public."demo_all"."title" is \'Title\'\'s */ text\'',
    ]);
  });

  it.each([
    ['id int check (id > (select count(*) from sys_user))', 'CHECK'],
    ['id int unique', 'UNIQUE'],
    ['id int references sys_user', 'REFERENCES'],
    ['id int generated always as identity', 'GENERATED AS IDENTITY'],
    ["g text generated always as (pg_read_file('/etc/passwd')) stored", 'GENERATED ALWAYS AS'],
    ['note text collate "C"', 'COLLATE'],
    ['note text storage external', 'STORAGE'],
    ['note text compression pglz', 'COMPRESSION'],
    ['id int, check (id > 0)', 'CHECK'],
    ['id int, exclude using gist (id with =)', 'EXCLUDE'],
    ['id int, primary key (id) include (id)', 'INCLUDE'],
    ['id int primary key with (fillfactor = 50)', 'WITH (...)'],
    ['id int primary key deferrable', 'DEFERRABLE'],
    ['like sys_user', 'LIKE'],
  ])('refuses %s, naming %s', async (columns, feature) => {
    expect(await refusalOf(`create table demo_evil (${columns})`)).toEqual({ key: 'gen.sql.feature', table: 'demo_evil', feature });
  });

  it.each([
    ['create table demo_evil (id int) with (fillfactor = 50)', 'WITH (...)'],
    ['create table demo_evil (id int) partition by range (id)', 'PARTITION BY'],
    ["create table demo_evil partition of sys_user for values in ((select password from sys_user limit 1))", 'PARTITION OF'],
    ['create table demo_evil (id int) inherits (sys_user)', 'INHERITS'],
    ['create table demo_evil of some_type', 'OF'],
    ['create table demo_evil (id int) tablespace pg_default', 'TABLESPACE'],
    ['create table demo_evil (id int) using heap', 'USING'],
    ['create unlogged table demo_evil (id int)', 'UNLOGGED'],
    ['create temporary table demo_evil (id int)', 'TEMPORARY'],
  ])('refuses %s, naming %s', async (text, feature) => {
    expect(await refusalOf(text)).toEqual({ key: 'gen.sql.feature', table: 'demo_evil', feature });
  });

  it.each([
    ["note text default pg_read_file('/etc/passwd')", 'note', 'text'],
    ['note text default (select password from sys_user limit 1)', 'note', 'text'],
    ["note text default 'x'::text", 'note', 'text'],
    ["note text default 'a' || 'b'", 'note', 'text'],
    ['at timestamp default now()', 'at', 'timestamp without time zone'],
    ['at timestamp default current_timestamp', 'at', 'timestamp without time zone'],
    ["qty integer default '1'", 'qty', 'integer'],
    ['qty smallint default 32768', 'qty', 'smallint'],
    ['qty bigint default 9223372036854775808', 'qty', 'bigint'],
    ['qty integer default 1.5', 'qty', 'integer'],
    ['price numeric(5,2) default 1234.5', 'price', 'numeric(5,2)'],
    ['price numeric(5,2) default 1.234', 'price', 'numeric(5,2)'],
    ['ratio real default 1e39', 'ratio', 'real'],
    ['ratio real default 1e-50', 'ratio', 'real'],
    ["active boolean default 'yes'", 'active', 'boolean'],
    ['active boolean default 1', 'active', 'boolean'],
    ["code varchar(3) default 'abcd'", 'code', 'character varying(3)'],
    ['code varchar(3) default 1', 'code', 'character varying(3)'],
    ["day date default '2025-02-29'", 'day', 'date'],
    ["day date default 'today'", 'day', 'date'],
    ["at timestamp default '2025-01-31 24:00'", 'at', 'timestamp without time zone'],
    ["at timestamp default '2025-01-31 08:00+08'", 'at', 'timestamp without time zone'],
    ['id serial default 5', 'id', 'serial'],
  ])('refuses the default in %s', async (column, name, type) => {
    expect(await refusalOf(`create table demo_evil (${column})`)).toEqual({ key: 'gen.sql.default', column: name, type });
  });

  it.each([
    ['id int[]', 'int4[]'],
    ['doc json', 'json'],
    ['flag "char"', 'char'],
    ['id public.int4', 'public.int4'],
    ['code varchar(0)', 'varchar(0)'],
    ['price numeric(5,6)', 'numeric(5,6)'],
    ['at timestamp(7)', 'timestamp(7)'],
    ['id setof int', 'SETOF int4'],
  ])('refuses the type in %s', async (column, type) => {
    expect(await refusalOf(`create table demo_evil (${column})`)).toMatchObject({ key: 'gen.sql.type', column: column.split(' ')[0], type });
  });

  it('refuses a second primary key, a key of unknown or repeated columns, repeated columns and comments on what the text does not create', async () => {
    expect(await refusalOf('create table demo_evil (id int primary key, code int primary key)')).toEqual({ key: 'gen.sql.primaryKey', table: 'demo_evil' });
    expect(await refusalOf('create table demo_evil (id int primary key, primary key (id))')).toEqual({ key: 'gen.sql.primaryKey', table: 'demo_evil' });
    expect(await refusalOf('create table demo_evil (id int, primary key (other))')).toEqual({ key: 'gen.sql.primaryKey', table: 'demo_evil' });
    expect(await refusalOf('create table demo_evil (id int, primary key (id, id))')).toEqual({ key: 'gen.sql.primaryKey', table: 'demo_evil' });
    expect(await refusalOf('create table demo_evil (id int, id text)')).toEqual({ key: 'gen.sql.columnTwice', table: 'demo_evil', column: 'id' });
    expect(await refusalOf('create table demo_evil (id int); create table demo_evil (id int)')).toEqual({ key: 'gen.sql.exists', name: 'demo_evil' });
    expect(await refusalOf("create table demo_evil (id int); comment on column demo_evil.other is 'x'")).toEqual({ key: 'gen.sql.noColumn', table: 'demo_evil', column: 'other' });
    expect(await refusalOf(`create table demo_evil (id int); comment on table demo_evil is '${'长'.repeat(501)}'`)).toEqual({ key: 'gen.sql.comment', name: 'demo_evil', max: 500 });
    expect(await refusalOf("create table demo_evil (id int); comment on column sys_user.password is 'x'")).toEqual({ key: 'gen.sql.onlyCreate', statement: 'COMMENT ON' });
    expect(await refusalOf('create table x.public.demo_evil (id int)')).toEqual({ key: 'gen.sql.schema', name: 'x.public.demo_evil' });
  });

  it.each([
    ['create table demo_evil as select user_name, password from sys_user', 'CREATE TABLE AS'],
    ["create table demo_evil (id int); select pg_read_file('/etc/passwd')", 'SELECT'],
    ["create table demo_evil (id int); copy sys_user to '/tmp/users'", 'COPY'],
    ['create table demo_evil (id int); create function f() returns int language sql as $$ select 1 $$', 'CREATE FUNCTION'],
  ])('refuses every statement but CREATE TABLE and COMMENT ON: %s', async (text, statement) => {
    expect(await refusalOf(text)).toEqual({ key: 'gen.sql.onlyCreate', statement });
  });
});
