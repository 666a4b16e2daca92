import { describe, expect, it } from 'vitest';
import { SharedValues } from './sharedValues';

const charge = (zh: string, amount: number) => ({ ratetype: 'Paid at Origin', zh, en: 'THC', amount, unit: 'BOX' });
const rate = (id: number, charges: object[], remark = '') => ({ id, carrier: { en: 'COSCO', zh: '中远' }, etddate: '2026-12-10', remark, othercharges: charges });
/** Rates as read: JSON text, every value its own copy. */
const json = (value: unknown) => JSON.stringify(value);

describe('values shared by kept lanes', () => {
  it('keeps equal strings, objects and arrays once, across lanes, and leaves every value as it was', () => {
    const shared = new SharedValues(1 << 20);
    const first = [rate(1, [charge('码头费', 100), charge('文件费', 50)]), rate(2, [charge('码头费', 100)])];
    const second = [rate(3, [charge('码头费', 100), charge('文件费', 50)], '备注')];
    const { rows: a } = shared.rowsOf<ReturnType<typeof rate>>(json(first));
    const { rows: b } = shared.rowsOf<ReturnType<typeof rate>>(json(second));
    expect(a).toEqual(first);
    expect(b).toEqual(second);
    expect(b[0]!.othercharges).toBe(a[0]!.othercharges);
    expect(a[1]!.othercharges[0]).toBe(a[0]!.othercharges[0]);
    expect(b[0]!.carrier).toBe(a[0]!.carrier);
    expect(Object.isFrozen(a[0])).toBe(true);
    expect(Object.isFrozen(a[0]!.othercharges[0])).toBe(true);
  });

  it('never takes one value for another that only looks alike', () => {
    const shared = new SharedValues(1 << 20);
    const values = [
      { a: 'x', b: 'y' }, { a: 'y', b: 'x' }, { b: 'x', a: 'y' }, { a: 'x' }, { a: 'x', b: null }, { a: 'x', b: 'null' },
      [1, 2], [12], ['1', '2'], [[1], 2], [1, [2]], { a: 1 }, { a: '1' }, { a: '#1' }, { a: true }, { a: 'true' }, [], {}, { a: [] }, { a: {} },
    ];
    const { rows } = shared.rowsOf<{ value: unknown }>(json(values.map((value, id) => ({ id, value }))));
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('holds about its bound, starting again when full before the next reading', () => {
    const lane = (name: string) => json(Array.from({ length: 20 }, (_, i) => rate(i, [charge(`${name} ${i}`, i)], `${name} 备注 ${i}`)));
    type Rate = ReturnType<typeof rate>;
    const laneBytes = new SharedValues(1 << 20).rowsOf(lane('S')).bytes;
    const shared = new SharedValues(Math.floor(1.5 * laneBytes));
    const [a, b, c] = ['A', 'B', 'C'].map((name) => shared.rowsOf<Rate>(lane(name)));
    // Each lane brings its own charges and remarks, so each is charged about alike (the first ones also the carrier's name and the date).
    for (const { bytes } of [a!, b!, c!]) expect(Math.abs(bytes - laneBytes)).toBeLessThan(laneBytes / 10);
    // The table started again before C: C's values are kept, A's are not.
    const again = shared.rowsOf<Rate>(lane('C'));
    expect(again.bytes).toBeLessThan(laneBytes / 2);
    expect(again.rows[5]!.othercharges).toBe(c!.rows[5]!.othercharges);
    expect(again.rows).toEqual(JSON.parse(lane('C')));
    expect(shared.rowsOf(lane('A')).bytes).toBeGreaterThan(laneBytes * 0.9);
  });
});
