import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { perOwner } from '../../../platform/perOwner';
import type { ReplyContext } from './views';

/** Whose view of the rates a reply shows: the rates version, the day, the language, masking and the prices. */
export const readerKey = (ctx: ReplyContext, day: string) =>
  `${ctx.version}\n${day}\n${ctx.language}\n${ctx.anonymous ? 1 : 0}\n${ctx.pricing.key}`;

// A row is about a kilobyte, and as much again once encoded.
const newRows = () => new LRUCache<string, object>({ max: 10_000 });
const byDatabase = new WeakMap<Db, ReturnType<typeof newRows>>();

/**
 * A rate's row as one reader sees it, made once and shared by that reader's searches, and so encoded once
 * (`serializedRows`): pricing and encoding a sea lane's rows took most of a search's time, search after search.
 * `id` names the rate among all tables' rates.
 */
export function keptRow<Row extends object>(db: Db, ctx: ReplyContext, day: string, id: string, view: () => Row): Row {
  const rows = perOwner(byDatabase, db, newRows);
  const key = `${readerKey(ctx, day)}\n${id}`;
  let row = rows.get(key) as Row | undefined;
  if (!row) {
    row = Object.freeze(view());
    rows.set(key, row);
  }
  return row;
}
