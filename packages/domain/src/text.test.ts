import { describe, expect, it } from 'vitest';
import { isWellFormedText, malformedTextPath } from './text';

describe('well-formed text (issue 14)', () => {
  it('tells lone surrogates from pairs', () => {
    expect(isWellFormedText('上海 🚢 Москва')).toBe(true);
    expect(isWellFormedText('\uD83D\uDEA2')).toBe(true);
    for (const text of ['\uD800', 'a\uD800b', '\uDC00', 'x\uDEA2\uD83D', '🚢\uD83D']) expect(isWellFormedText(text)).toBe(false);
  });

  it('finds the first lone surrogate of a parsed JSON body, in a value or a property name', () => {
    const body = JSON.parse('{"name":"ok","surcharges":[{"freightname":"THC"},{"freightname":"\\ud800"}]}');
    expect(malformedTextPath(body)).toEqual(['surcharges', 1, 'freightname']);
    expect(malformedTextPath(JSON.parse('{"a\\udc00":1}'))).toEqual(['a\udc00']);
    expect(malformedTextPath(JSON.parse('"\\ud800"'))).toEqual([]);
    expect(malformedTextPath({ name: '上海 🚢', count: 3, list: [null, true, { deep: ['x'] }] })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const depth = 50_000;
    const body = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    expect(malformedTextPath(body)).toHaveLength(depth);
  });
});
