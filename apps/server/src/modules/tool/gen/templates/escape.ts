import { AppError } from '../../../../platform/errors';

/**
 * The only ways a text from the generator's tables (comments, labels, names, author) enters generated
 * source: one function per place in the output. A text never ends or leaves the place it is put in.
 */

/** Control characters and U+2028, U+2029: each ends a line somewhere (JS, SQL, an editor) or hides in one. */
const lineBreaks = /[\p{Cc}\u2028\u2029]/gu;

/** Text inside a JS/TS block or JSDoc comment (`/** … *\/`, with a space either side): one line that cannot close it. */
export const comment = (text: string) => text.replace(lineBreaks, ' ').replaceAll('*/', '*\\/');

const escapes: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A single-quoted JS/TS string literal, quotes included, holding exactly `text`. */
export const jsString = (text: string) => `'${text.replace(/[\\'\p{Cc}\u2028\u2029]/gu, (c) => escapes[c] ?? unicodeEscape(c))}'`;

/** Text shown by JSX, as a child or an attribute value: an expression holding a string literal, never markup. */
export const jsx = (text: string) => `{${jsString(text)}}`;

/**
 * A single-quoted SQL literal holding exactly `text`; an E'' literal when it has backslashes, so it reads
 * the same whatever standard_conforming_strings says.
 */
export function sqlString(text: string): string {
  const quoted = text.replaceAll("'", "''");
  return quoted.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** Text inside an SQL `--` comment: one line. */
export const sqlComment = (text: string) => text.replace(lineBreaks, ' ');

const reserved = new Set([
  'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'implements', 'import', 'in', 'instanceof', 'interface', 'let', 'new',
  'null', 'package', 'private', 'protected', 'public', 'return', 'static', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'yield', 'arguments', 'eval',
  // Names a TypeScript type or interface cannot take.
  'any', 'bigint', 'boolean', 'never', 'number', 'object', 'string', 'symbol', 'undefined', 'unknown',
]);

/**
 * A name used as a JS/TS property, or as a folder or file name: letters, digits and underscores, not
 * starting with a digit. Anything else is refused, never altered.
 */
export function identifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) throw new AppError('gen.name.identifier', { name });
  return name;
}

/** A name a generated module declares (a constant, a type): an identifier that is no reserved word. */
export function declaredName(name: string): string {
  if (reserved.has(name)) throw new AppError('gen.name.identifier', { name });
  return identifier(name);
}
