import { z as zod } from 'zod';
import * as z from 'zod/mini';

/**
 * Text the database can keep as it was sent (issues 7 and 14). PostgreSQL refuses NUL in text, and a lone UTF-16
 * surrogate (JSON `"\ud800"`) cannot be written as UTF-8: stored, it silently becomes U+FFFD. Such text is refused,
 * naming where it is, instead of failing at the database.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes a text unfit for a column: a NUL character or a lone surrogate. */
export type TextFault = 'nul' | 'unpaired';

export const textFault = (text: string): TextFault | undefined =>
  text.includes('\0') ? 'nul' : loneSurrogate.test(text) ? 'unpaired' : undefined;

export const isWellFormedText = (text: string) => textFault(text) === undefined;

/** Characters as varchar(n) counts them: code points, so an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** Format characters (zero-width space, soft hyphen, bidi controls), other ignorables (Hangul filler) and control characters. */
const invisible = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The checks of every text field, in order: no NUL, no lone surrogate, NFC (so one name has one spelling), trimmed,
 * at most `max` characters. Written as checks, not a schema, so the sign-in page's small zod build shares them.
 */
export const textChecks = (max: number, tooLong: string) => [
  z.refine<string>((s) => !s.includes('\0'), { error: 'text.nul', abort: true }),
  z.refine<string>((s) => !loneSurrogate.test(s), { error: 'text.unpaired', abort: true }),
  z.normalize('NFC'),
  z.trim(),
  z.refine<string>((s) => s.length <= max || characterCount(s) <= max, { error: tooLong, abort: true }),
];

/** An identifier (a user name, a role key, a port code) must also look like what it is: nothing invisible in it. */
export const identifierChecks = (max: number, tooLong: string) => [
  ...textChecks(max, tooLong),
  z.refine<string>((s) => !invisible.test(s), { error: 'text.invisible', abort: true }),
];

interface TextMessages {
  /** Why a text is refused when longer than its column ('freight.tooLong' unless the field has its own words). */
  tooLong?: string;
  /** Given, the text is required: missing, not a string or empty after trimming is refused with this message. */
  required?: string;
}

const textSchema = (checks: typeof textChecks) => (max: number, { tooLong = 'freight.tooLong', required }: TextMessages = {}) => {
  const schema = zod.string(required === undefined ? undefined : { error: required }).check(...checks(max, tooLong));
  return required === undefined ? schema : schema.min(1, { error: required });
};

/** The one type of free text every schema uses (names, remarks, filters): see `textChecks`. */
export const text = textSchema(textChecks);

/** The type of identifiers (user names, role keys, codes): text with nothing invisible in it. */
export const identifier = textSchema(identifierChecks);

/** Where a walked value sits: its key under its parent. */
interface Place {
  key: string | number;
  parent: Place | undefined;
}

const pathOf = (place: Place | undefined): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first string in a parsed JSON value (a property name or a value) that holds a NUL or a lone surrogate:
 * its path ([] when it is the value itself) and its fault; undefined when all text is well formed. Walked without
 * recursion and without copying paths, so however deep a body nests it cannot overflow the stack.
 */
export function malformedText(value: unknown): { path: (string | number)[]; fault: TextFault } | undefined {
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) return { path: pathOf(place), fault };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], place: { key: i, parent: place } });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const fault = textFault(key);
        if (fault) return { path: pathOf({ key, parent: place }), fault };
        pending.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return undefined;
}
