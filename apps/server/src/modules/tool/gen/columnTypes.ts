import { sqlString } from './templates/escape';

/** A type as PostgreSQL's parser gives it: `names` such as ['pg_catalog', 'int4'], length or precision in `typmods`. */
export interface ParsedType {
  names?: { String?: { sval?: string } }[];
  typmods?: { A_Const?: { ival?: { ival?: number } } }[];
  [other: string]: unknown;
}

/** A constant as the parser gives it; protobuf leaves out zero, false and the empty string. */
export interface ParsedConst {
  ival?: { ival?: number };
  fval?: { fval?: string };
  sval?: { sval?: string };
  boolval?: { boolval?: boolean };
  isnull?: boolean;
  [other: string]: unknown;
}

/** A column type the generator creates: the DDL it writes, and a default literal of that type written as SQL (undefined: refused). */
export interface ColumnType {
  sql: string;
  literal(value: ParsedConst): string | undefined;
}

const wholeNumber = /^-?\d+$/;
const decimalNumber = /^-?(\d+\.?\d*|\.\d+)$/;
const floatNumber = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** The digits of a number constant, whether the parser kept it as an integer or as text. */
const numberText = (value: ParsedConst) => (value.ival ? String(value.ival.ival ?? 0) : value.fval?.fval);

function integer(sql: string, bits: 16 | 32 | 64): ColumnType {
  const max = 2n ** BigInt(bits - 1);
  return {
    sql,
    literal: (value) => {
      const text = numberText(value);
      if (text === undefined || !wholeNumber.test(text)) return undefined;
      const n = BigInt(text);
      return n >= -max && n < max ? n.toString() : undefined;
    },
  };
}

/** serial and friends fill themselves from their sequence: no default of their own. */
const serial = (sql: string): ColumnType => ({ sql, literal: () => undefined });

function numeric(precision?: number, scale = 0): ColumnType {
  return {
    sql: precision === undefined ? 'numeric' : `numeric(${precision},${scale})`,
    literal: (value) => {
      const text = numberText(value);
      if (text === undefined || !decimalNumber.test(text)) return undefined;
      const [whole = '', fraction = ''] = text.replace('-', '').split('.');
      const fits = precision === undefined || (whole.replace(/^0+/, '').length <= precision - scale && fraction.length <= scale);
      return fits ? text : undefined;
    },
  };
}

/** Floating point: in range, and never a tiny number the type would have to round to zero. */
function float(sql: string, max: number, min: number): ColumnType {
  return {
    sql,
    literal: (value) => {
      const text = numberText(value);
      if (text === undefined || !floatNumber.test(text)) return undefined;
      const n = Math.abs(Number(text));
      return n <= max && (n === 0 ? !/[1-9]/.test(text.split(/e/i)[0]!) : n >= min) ? text : undefined;
    },
  };
}

const boolean: ColumnType = { sql: 'boolean', literal: (value) => (value.boolval ? String(value.boolval.boolval ?? false) : undefined) };

/** Text types: a string literal of at most `length` characters. */
function text(sql: string, length?: number): ColumnType {
  return {
    sql,
    literal: (value) => {
      const string = value.sval ? value.sval.sval ?? '' : undefined;
      return string !== undefined && (length === undefined || [...string].length <= length) ? sqlString(string) : undefined;
    },
  };
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoTime = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?$/;
const isoOffset = /^(Z|[+-](\d{2})(?::?(\d{2}))?)$/;

function isDate(value: string): boolean {
  const [, y, m, d] = isoDate.exec(value)?.map(Number) ?? [];
  if (y === undefined) return false;
  const date = new Date(Date.UTC(y, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

function isTime(value: string): boolean {
  const [, h, m, s = 0] = isoTime.exec(value)?.map((part) => Number(part ?? 0)) ?? [];
  return h !== undefined && h < 24 && m! < 60 && s < 60;
}

function isOffset(value: string): boolean {
  const match = isoOffset.exec(value);
  return !!match && Number(match[2] ?? 0) < 16 && Number(match[3] ?? 0) < 60;
}

/** `2025-01-31`, `2025-01-31 08:00[:00[.000000]]`, and with `zone` an offset (`Z`, `+08`, `+08:00`). */
function isTimestamp(value: string, zone: boolean): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(.*))?$/.exec(value);
  if (!match || !isDate(match[1]!)) return false;
  if (match[2] === undefined) return true;
  return isTime(match[2]) && (match[3] === '' || (zone && isOffset(match[3]!)));
}

/** Dates and times: an ISO literal, checked here so the database never has to reject it. */
function dated(sql: string, valid: (value: string) => boolean): ColumnType {
  return { sql, literal: (value) => (value.sval && valid(value.sval.sval ?? '') ? sqlString(value.sval.sval!) : undefined) };
}

const timestamp = (zone: boolean, precision?: number) =>
  dated(`timestamp${precision === undefined ? '' : `(${precision})`} with${zone ? '' : 'out'} time zone`, (value) => isTimestamp(value, zone));

/** Length, precision or scale in range, else no type. */
const inRange = (n: number | undefined, min: number, max: number) => n === undefined || (Number.isInteger(n) && n >= min && n <= max);
const maxLength = 10_485_760;

/** A type that takes no length or precision. */
const bare = (type: ColumnType) => (mods: number[]) => (mods.length ? undefined : type);

/** The types the generator creates, by the name the parser gives them, and the modifiers each takes. */
const types: Record<string, (mods: number[]) => ColumnType | undefined> = {
  int2: bare(integer('smallint', 16)),
  int4: bare(integer('integer', 32)),
  int8: bare(integer('bigint', 64)),
  smallserial: bare(serial('smallserial')),
  serial2: bare(serial('smallserial')),
  serial: bare(serial('serial')),
  serial4: bare(serial('serial')),
  bigserial: bare(serial('bigserial')),
  serial8: bare(serial('bigserial')),
  numeric: ([precision, scale, ...more]) =>
    more.length || !inRange(precision, 1, 1000) || !inRange(scale, 0, precision ?? 0) ? undefined : numeric(precision, scale),
  float4: bare(float('real', 3.4e38, 1.2e-38)),
  float8: bare(float('double precision', Number.MAX_VALUE, 2.3e-308)),
  bool: bare(boolean),
  varchar: ([length, ...more]) =>
    more.length || !inRange(length, 1, maxLength) ? undefined : text(length === undefined ? 'character varying' : `character varying(${length})`, length),
  bpchar: ([length, ...more]) => (more.length || length === undefined || !inRange(length, 1, maxLength) ? undefined : text(`character(${length})`, length)),
  text: bare(text('text')),
  date: bare(dated('date', isDate)),
  timestamp: ([precision, ...more]) => (more.length || !inRange(precision, 0, 6) ? undefined : timestamp(false, precision)),
  timestamptz: ([precision, ...more]) => (more.length || !inRange(precision, 0, 6) ? undefined : timestamp(true, precision)),
};

/** The types a message lists as accepted, as people write them. */
export const acceptedTypes = 'smallint, integer, bigint, smallserial, serial, bigserial, numeric(p,s), real, double precision, boolean, varchar(n), char(n), text, date, timestamp, timestamptz';

/** Only what the type name says: no arrays or SETOF, and a name of PostgreSQL's own catalogue. */
const plainKeys = new Set(['names', 'typmods', 'typemod', 'location']);

/** The column type a parsed type stands for, or undefined when the generator does not create it. */
export function columnTypeOf(parsed: ParsedType): ColumnType | undefined {
  if (Object.keys(parsed).some((key) => !plainKeys.has(key))) return undefined;
  const names = (parsed.names ?? []).map((name) => name.String?.sval);
  const [schema, name] = names.length === 2 ? names : [undefined, names[0]];
  if (names.length > 2 || (schema !== undefined && schema !== 'pg_catalog')) return undefined;
  const mods = (parsed.typmods ?? []).map((mod) => (mod.A_Const?.ival ? mod.A_Const.ival.ival ?? 0 : NaN));
  return Object.hasOwn(types, name ?? '') ? types[name!]!(mods) : undefined;
}

/** The type as the caller wrote it, near enough to recognise in a message: `int4[]`, `json`, `varchar(0)`. */
export function typeLabel(parsed: ParsedType): string {
  const names = (parsed.names ?? []).map((name) => name.String?.sval ?? '').filter((name) => name !== 'pg_catalog');
  const mods = (parsed.typmods ?? []).map((mod) => (mod.A_Const?.ival ? String(mod.A_Const.ival.ival ?? 0) : '?'));
  return `${parsed.setof ? 'SETOF ' : ''}${names.join('.')}${mods.length ? `(${mods.join(',')})` : ''}${parsed.arrayBounds ? '[]' : ''}`;
}
