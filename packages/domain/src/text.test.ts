import { describe, expect, it } from 'vitest';
import * as mini from 'zod/mini';
import { characterCount, identifier, identifierChecks, isWellFormedText, malformedText, text, textFault } from './text';

describe('well-formed text (issues 7 and 14)', () => {
  it('tells lone surrogates from pairs, and finds NUL', () => {
    expect(isWellFormedText('上海 🚢 Москва')).toBe(true);
    expect(isWellFormedText('\uD83D\uDEA2')).toBe(true);
    for (const text of ['\uD800', 'a\uD800b', '\uDC00', 'x\uDEA2\uD83D', '🚢\uD83D']) expect(textFault(text)).toBe('unpaired');
    expect(textFault('ad\u0000min')).toBe('nul');
  });

  it('finds the first NUL or lone surrogate of a parsed JSON body, in a value or a property name', () => {
    const body = JSON.parse('{"name":"ok","surcharges":[{"freightname":"THC"},{"freightname":"\\ud800"}]}');
    expect(malformedText(body)).toEqual({ path: ['surcharges', 1, 'freightname'], fault: 'unpaired' });
    expect(malformedText(JSON.parse('{"a\\udc00":1}'))).toEqual({ path: ['a\udc00'], fault: 'unpaired' });
    expect(malformedText(JSON.parse('"\\ud800"'))).toEqual({ path: [], fault: 'unpaired' });
    expect(malformedText(JSON.parse('{"list":["ok","a\\u0000b"]}'))).toEqual({ path: ['list', 1], fault: 'nul' });
    expect(malformedText({ name: '上海 🚢', count: 3, list: [null, true, { deep: ['x'] }] })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const depth = 50_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    expect(malformedText(body)?.path).toHaveLength(depth);
  });
});

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the text type every schema uses (issue 7)', () => {
  it('refuses NUL and lone surrogates with a message instead of letting the database fail', () => {
    expect(issue(text(30).safeParse('ad\u0000min'))).toBe('text.nul');
    expect(issue(text(30).safeParse('运营\ud800'))).toBe('text.unpaired');
  });

  it('keeps text in NFC and trimmed, so one name has one spelling', () => {
    expect(text(30).parse('  Cafe\u0301 ')).toBe('Café');
    expect(text(30).parse('Café')).toBe('Caf\u00e9');
  });

  it('counts length in characters, as varchar(n) does, not in UTF-16 units', () => {
    expect(characterCount('🚢🚢🚢')).toBe(3);
    expect(text(3).parse('🚢🚢🚢')).toBe('🚢🚢🚢');
    expect(issue(text(3, { tooLong: 'post.name.length' }).safeParse('🚢🚢🚢🚢'))).toBe('post.name.length');
    // A decomposed "é" is two code points but one once composed: measured after NFC.
    expect(text(4).parse('Cafe\u0301')).toBe('Café');
  });

  it('names the required message for missing or blank text', () => {
    const name = text(30, { required: 'post.name.required' });
    expect(issue(name.safeParse(undefined))).toBe('post.name.required');
    expect(issue(name.safeParse('   '))).toBe('post.name.required');
  });
});

describe('identifiers (issue 7)', () => {
  it('refuse invisible and text-direction characters, which text allows', () => {
    for (const name of ['admin\u200b', 'ad\u00admin', '\u202eadmin', 'admin\u2066', '\u3164admin', 'ad\tmin', 'ad\ufeffmin']) {
      expect(issue(identifier(30).safeParse(name)), JSON.stringify(name)).toBe('text.invisible');
    }
    expect(text(30).parse('a\u200bb')).toBe('a\u200bb');
    expect(identifier(30).parse('администратор')).toBe('администратор');
  });

  it('share their checks with the sign-in page, built on the small zod', () => {
    const username = mini.string().check(...identifierChecks(20, 'register.username.length'));
    expect(issue(username.safeParse('admin\u200b'))).toBe('text.invisible');
    expect(issue(username.safeParse('a\u0000'))).toBe('text.nul');
    expect(username.parse(' Cafe\u0301 ')).toBe('Café');
  });
});
