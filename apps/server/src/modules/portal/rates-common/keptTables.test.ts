import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { customer, exchangeRate, markupRule, port } from '../../../db/schema/index';
import { boundCaches, defaultCacheBounds } from '../../../platform/cacheBounds';
import { markupBook } from './markupBook';
import { portNames } from './portNames';

/** A database answering each table's selects with the given rows, counting the selects. */
function countingDb(tables: Map<unknown, unknown[]>) {
  const answer = (rows: unknown[]): unknown => Object.assign(Promise.resolve(rows), { where: () => answer(rows), orderBy: () => answer(rows) });
  const db = { selects: 0, select: () => ({ from: (table: unknown) => { db.selects++; return answer(tables.get(table) ?? []); } }) };
  return db;
}

const ports = (count: number) => Array.from({ length: count }, (_, i) => ({ moduletype: 'ox', portcode: `P${i}`, zh: `港${i}`, en: `Port ${i}`, ru: `Порт ${i}` }));
const groups = (count: number) => Array.from({ length: count }, (_, i) => ({ customerId: i + 1, customergroup: 'KEY' }));
const rule = {
  markupId: 1, version: 1, customerId: null, customergroup: 'KEY', kind: 'sea', tradelanecode: '', portofloadingcode: '', destinationcode: '', carriercode: '',
  boxtype: '', validfrom: '2026-01-01', validto: '2026-12-31', method: 'percent', value: '3', currencycode: 'USD', minimum: null, maximum: null, additional: 'N', status: '0',
};

afterEach(() => boundCaches(defaultCacheBounds));

describe('port names in memory', () => {
  it('are read once per rates version while the table has no more ports than CACHE_PORT_NAMES', async () => {
    boundCaches({ ...defaultCacheBounds, portNames: 3 });
    const db = countingDb(new Map([[port, ports(3)]]));
    for (let i = 0; i < 3; i++) expect((await portNames(db as unknown as Db, 1)).of('ox', 'P2')?.en).toBe('Port 2');
    expect(db.selects).toBe(1);
  });

  it('are not kept beyond it: each reply reads them', async () => {
    boundCaches({ ...defaultCacheBounds, portNames: 3 });
    const db = countingDb(new Map([[port, ports(4)]]));
    for (let i = 0; i < 3; i++) expect((await portNames(db as unknown as Db, 1)).of('ox', 'P3')?.ru).toBe('Порт 3');
    expect(db.selects).toBe(3);
  });
});

describe('the markup book in memory', () => {
  const tables = (customers: number) => new Map<unknown, unknown[]>([[markupRule, [rule]], [customer, groups(customers)], [exchangeRate, []]]);

  it('is read once per markups version and day while it has no more rows than CACHE_MARKUP_BOOK_ROWS', async () => {
    boundCaches({ ...defaultCacheBounds, markupBookRows: 3 });
    const db = countingDb(tables(2));
    for (let i = 0; i < 3; i++) expect((await markupBook(db as unknown as Db, 1, '2026-12-02')).groupOf.get(2)).toBe('KEY');
    expect(db.selects).toBe(3);
  });

  it('is not kept beyond it: each pricing reads it', async () => {
    boundCaches({ ...defaultCacheBounds, markupBookRows: 3 });
    const db = countingDb(tables(3));
    for (let i = 0; i < 3; i++) expect((await markupBook(db as unknown as Db, 1, '2026-12-02')).rules).toHaveLength(1);
    expect(db.selects).toBe(9);
  });
});
