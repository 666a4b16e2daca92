import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { AskedBefore } from '../../../platform/askedBefore';
import { cacheBounds } from '../../../platform/cacheBounds';
import { encodedRow } from '../../../platform/gateway/index';
import { perOwner } from '../../../platform/perOwner';
import type { ReplyContext } from './views';

const readerKeys = new WeakMap<ReplyContext, { day: string; key: string }>();

/** Whose view of the rates a reply shows: the rates version, the day, the language, masking and the prices (made once per context: each row of a reply asks). */
export function readerKey(ctx: ReplyContext, day: string): string {
  const known = readerKeys.get(ctx);
  if (known?.day === day) return known.key;
  const key = `${ctx.version}\n${day}\n${ctx.language}\n${ctx.anonymous ? 1 : 0}\n${ctx.pricing.key}`;
  readerKeys.set(ctx, { day, key });
  return key;
}

interface Rows { kept: LRUCache<string, object> | null; asked: AskedBefore }

/** What a kept sea row takes (its JSON bytes and its object): the rows the bound holds are about the bound over this. */
const keptRowBytes = 4096;

const newRows = (): Rows => {
  const { rowBytes, askedKeys } = cacheBounds();
  return {
    kept: rowBytes > 0
      // The row's JSON bytes, and the row object itself (about as large again).
      ? new LRUCache<string, object>({ maxSize: rowBytes, sizeCalculation: (row) => 2 * encodedRow(row).length, ttl: 10 * 60_000 })
      : null,
    // A row made again only after more rows than the cache holds would have been pushed out before its next use: on a
    // wide book (120,000 rows in force) keeping such rows cost a sixth of the sea searches' speed and hardly ever served.
    asked: new AskedBefore(Math.max(1, Math.min(askedKeys, Math.ceil(rowBytes / keptRowBytes)))),
  };
};

const byDatabase = new WeakMap<Db, Rows>();

/**
 * A rate's row as one reader sees it, made once and shared by that reader's searches, and so encoded once
 * (`serializedRows`): pricing and encoding a sea lane's rows took most of a search's time, search after search.
 * A row is kept from the second time it is made within about as many rows as the cache holds (a wide book's rows are
 * mostly shown once in a while).
 * `id` names the rate among all tables' rates.
 */
export function keptRow<Row extends object>(db: Db, ctx: ReplyContext, day: string, id: string, view: () => Row): Row {
  const { kept, asked } = perOwner(byDatabase, db, newRows);
  if (!kept) return view();
  const key = `${readerKey(ctx, day)}\n${id}`;
  let row = kept.get(key) as Row | undefined;
  if (!row) {
    row = Object.freeze(view());
    if (asked.check(key)) kept.set(key, row);
  }
  return row;
}
