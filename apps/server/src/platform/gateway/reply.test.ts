import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { SerializedData } from './reply';
import { encodedRow, serializedRows } from './rowsReply';

const rows = Array.from({ length: 100 }, (_, i) => ({
  fclrateid: 1000 + i, carriername: 'COSCO SHIPPING Lines', XC__finaldestination: '鹿特丹', etddate: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`,
  price20: 900 + ((i * 17) % 1900), pricehc: 1600 + ((i * 29) % 3200), remark: i % 3 ? '' : '每周一班，含码头操作费',
}));

describe('a reply encoded once', () => {
  it('is compressed fast when first sent, and smaller from its second sending on, always with the same content', () => {
    const data = SerializedData.of({ rows });
    const plain = data.body('操作成功');
    const first = data.body('操作成功', true);
    const second = data.body('操作成功', true);
    const third = data.body('操作成功', true);
    for (const body of [first, second, third]) expect(gunzipSync(body)).toEqual(plain);
    expect(second.length).toBeLessThan(first.length);
    expect(third).toBe(second);
  });
});

describe('a reply put together from its rows', () => {
  it('has the bytes JSON.stringify gives, with or without other fields, and encodes a kept row once', () => {
    const carriers = [{ carriercode: 'COSU', carriername: '中远海运' }];
    const decoded = (data: SerializedData) => data.data.toString();
    expect(decoded(serializedRows({ rows, carriers }))).toBe(JSON.stringify({ rows, carriers }));
    expect(decoded(serializedRows({ rows }))).toBe(JSON.stringify({ rows }));
    expect(decoded(serializedRows({ rows: [], carriers }))).toBe(JSON.stringify({ rows: [], carriers }));
    expect(JSON.parse(serializedRows({ rows, carriers }).body('OK').toString())).toEqual({ code: 200, msg: 'OK', status: 'ok', content: { data: { rows, carriers } } });

    // Rows whose bytes were made (as the row cache does when it keeps a row) are not encoded again; the others are.
    const kept = rows.filter((_, i) => i % 3 === 0);
    for (const row of kept) encodedRow(row);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(decoded(serializedRows({ rows: rows.slice(0, 10), carriers }))).toBe(JSON.stringify({ rows: rows.slice(0, 10), carriers }));
    const encoded = stringify.mock.calls.map(([value]) => value).filter((value) => rows.includes(value as never));
    expect(encoded).toEqual(rows.slice(0, 10).filter((row) => !kept.includes(row)));
    stringify.mockRestore();
  });
});

describe('a kept reply', () => {
  it('holds its data, its compressed bodies and its rows\' bytes in memory of their own, not slices of larger blocks', () => {
    const owns = (bytes: Buffer) => expect(bytes.buffer.byteLength).toBe(bytes.length);
    const small = { rows: rows.slice(0, 3) };
    owns(SerializedData.of(small).data);
    owns(new SerializedData(Buffer.from(JSON.stringify(small))).data);
    const put = serializedRows(small);
    owns(put.data);
    owns(encodedRow(small.rows[0]!));
    owns(put.body('OK', true));
    owns(put.body('OK', true));
  });

  it('is put together whole however large, and the next one after it too', () => {
    const long = { rows: Array.from({ length: 3000 }, (_, i) => ({ ...rows[i % rows.length]!, remark: '长'.repeat(200) })) };
    expect(serializedRows(long).data.toString()).toBe(JSON.stringify(long));
    const small = { rows: rows.slice(0, 2) };
    expect(serializedRows(small).data.toString()).toBe(JSON.stringify(small));
  });
});
