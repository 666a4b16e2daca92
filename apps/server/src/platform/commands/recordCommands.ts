import type { MessageKey } from '@freight/domain';
import type { Tx } from '../../db/client';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { isUniqueViolation } from '../uniqueNames';
import type { ImportedRow, ImportStore, ImportWrite, RowProblem } from '../excel/import';
import { may, requirePermission, type Actor } from './actor';
import { commandRan } from './doors';

/** A record a door asks to write: the sheet row (1 for a dialog), the record, and the stored record and version it names. */
export interface Change<R> extends ImportedRow<R> {
  /** The stored record this change replaces (its columns as read, locked until the transaction ends); none for an addition. */
  stored?: Readonly<Record<string, unknown>>;
}

/** The business rules of a batch of changes, loaded once per dialog save or import (known ports, the floor margin ...). */
export type RecordRules<R> = (changes: readonly Change<R>[]) => RowProblem[];

/**
 * One kind of record and its rules. Every door that writes such records (the dialog's add and edit, the import of a
 * file, with or without "update existing") goes through the commands `recordCommands` builds from it, so each door
 * checks the same things in the same order: permission, business rules and bounds (with what the record belongs to),
 * the version read, then writes.
 */
export interface RecordCommandSpec<R, Body = R> {
  /** The permission prefix: `freight:port` asks for `freight:port:add`, `:edit` and `:remove`. */
  entity: string;
  store: ImportStore<R>;
  /** Loads what the rules are checked against, once per save or import. */
  rules?: (ctx: AppContext, actor: Actor) => Promise<RecordRules<R>>;
  /** The record as it is saved, given the rules' data (a markup's reason is kept only when it overrides the floor). */
  settle?: (ctx: AppContext) => Promise<(record: R) => R>;
  /** Fields naming what a record belongs to (a markup's customer): no door may change them on a stored record. */
  owner?: readonly (keyof R & string)[];
  /** The record's name in "already exists" messages. */
  describe: (record: R) => string;
  /** The dialog's detail lines (a sea rate's surcharges), written with the record. */
  details?: (tx: Tx, id: number, body: Body) => Promise<void>;
  /** Written after records were saved, in the same transaction (the log entry of a markup that overrides the floor). */
  saved?: (ctx: AppContext, tx: Tx, actor: Actor, written: readonly Change<R>[], ids: readonly number[]) => Promise<void>;
  /** Removes records, with the rules of removal (a carrier still used by rates stays). */
  remove: (ctx: AppContext, ids: number[], actor: Actor) => Promise<void>;
}

/** The rows a batch admits and what it refuses: rows with problems fail the whole import; refused rows are left out. */
export interface Admitted<R> {
  added: Change<R>[];
  replaced: (Change<R> & { id: number })[];
  problems: RowProblem[];
  refused: RowProblem[];
}

/** How a batch came: a dialog adding or editing one record, or a file (that may update stored records when asked). */
export type Door = { kind: 'add' } | { kind: 'edit' } | { kind: 'file'; updateSupport: boolean };

/** Reply codes of the problems a dialog answers with (others are code 500 with the message). */
const dialogCodes: Partial<Record<MessageKey, 403 | 404 | 409>> = { 'http.403': 403, 'import.gone': 404, 'record.changed': 409 };
const dialogCode = (reason: MessageKey) => dialogCodes[reason] ?? (reason.startsWith('freight.unknown.') ? 400 : 500);

export interface RecordCommands<R, Body = R> {
  spec: RecordCommandSpec<R, Body>;
  /** Loads the rules (and the record's settling) once, before an import's transaction. */
  prepare(ctx: AppContext, actor: Actor): Promise<Prepared<R>>;
  /** Sorts a batch into additions, replacements, refusals and problems, checking every rule; writes nothing. */
  admit(tx: Tx, prepared: Prepared<R>, rows: readonly ImportedRow<R>[], door: Door): Promise<Admitted<R>>;
  /** Writes an admitted batch; answers the ids added and how many stored records changed. */
  write(ctx: AppContext, tx: Tx, actor: Actor, admitted: Admitted<R>, write: ImportWrite): Promise<{ ids: number[]; changed: number }>;
  add(ctx: AppContext, actor: Actor, body: Body): Promise<number>;
  edit(ctx: AppContext, actor: Actor, id: number, version: number, body: Body): Promise<void>;
  remove(ctx: AppContext, actor: Actor, ids: number[]): Promise<void>;
}

export interface Prepared<R> {
  actor: Actor;
  rules: RecordRules<R>;
  settle: (record: R) => R;
}

/** The dialog's body carries the record's fields (and the dialog's detail lines): its record is the body itself. */
export function recordCommands<R, Body = R>(spec: RecordCommandSpec<R, Body>): RecordCommands<R, Body> {
  const { store, entity } = spec;
  const idField = store.idField;
  const keyField = store.key[0] ?? idField;
  const keyParts = (record: R) => store.key.map((f) => [f, record[f]] as const);

  async function prepare(ctx: AppContext, actor: Actor): Promise<Prepared<R>> {
    const [rules, settle] = await Promise.all([spec.rules?.(ctx, actor), spec.settle?.(ctx)]);
    return { actor, rules: rules ?? (() => []), settle: settle ?? ((r) => r) };
  }

  async function admit(tx: Tx, prepared: Prepared<R>, rows: readonly ImportedRow<R>[], door: Door): Promise<Admitted<R>> {
    const settled = rows.map((r) => ({ ...r, record: prepared.settle(r.record) }));
    const byKey = await store.keyMatches(tx, settled.map((r) => r.record));
    const refused: RowProblem[] = [];
    const exists = (r: ImportedRow<R>): RowProblem => ({ row: r.row, field: keyField, reason: 'freight.exists', params: { name: spec.describe(r.record) } });
    // What each row asks for: a stored record's id (edit), undefined (add), or null (refused, or an addition that exists).
    const clashes = new Map<number, RowProblem>();
    const targets = settled.map((r, i): number | undefined | null => {
      const matches = byKey[i]!;
      if (r.id !== undefined) {
        // A key moved onto another record's clashes; rates that share their key with a twin keep it as they were.
        if (matches.length > 0 && !matches.includes(r.id)) clashes.set(r.row, exists(r));
        return r.id;
      }
      if (matches.length === 0) return undefined;
      if (door.kind !== 'file') clashes.set(r.row, exists(r));
      else if (matches.length > 1) refused.push({ row: r.row, field: keyField, reason: 'import.ambiguous', params: { count: matches.length }, key: keyParts(r.record) });
      else if (door.updateSupport) return matches[0];
      else refused.push({ row: r.row, field: keyField, reason: 'import.exists', params: { count: 1 }, key: keyParts(r.record) });
      return door.kind === 'file' ? null : undefined;
    });
    const current = await store.current(tx, [...new Set(targets.filter((t): t is number => typeof t === 'number'))]);
    const problems: RowProblem[] = [];
    const added: Change<R>[] = [];
    const replaced: (Change<R> & { id: number })[] = [];
    const stale: RowProblem[] = [];
    settled.forEach((r, i) => {
      const target = targets[i];
      if (target === null) return;
      // In the order every door checks: permission, then what the record is and belongs to, the rules, the version.
      const action = target === undefined ? 'add' : 'edit';
      if (!may(prepared.actor, `${entity}:${action}`)) {
        problems.push(door.kind === 'file'
          ? { row: r.row, field: idField, reason: action === 'add' ? 'import.forbidden.add' : 'import.forbidden.edit' }
          : { row: r.row, field: idField, reason: 'http.403' });
        return;
      }
      const clash = clashes.get(r.row);
      if (clash) problems.push(clash);
      if (target === undefined) {
        added.push(r);
        return;
      }
      const stored = current.get(target);
      if (!stored) {
        problems.push({ row: r.row, field: idField, reason: 'import.gone', params: { id: target } });
        return;
      }
      if (door.kind === 'file' && !door.updateSupport) {
        refused.push({ row: r.row, field: idField, reason: 'import.exists', params: { count: 1 }, key: [[idField, target]] });
        return;
      }
      for (const field of spec.owner ?? []) {
        if (!sameValue(stored[field], r.record[field])) problems.push({ row: r.row, field, reason: 'record.owner', params: { field } });
      }
      // A row naming its record by id carries the version it was read at; one matched by its key is a new statement.
      if (r.id !== undefined) {
        if (r.version === undefined) stale.push({ row: r.row, field: 'version', reason: 'import.version' });
        else if (r.version !== stored.version) stale.push({ row: r.row, field: 'version', reason: door.kind === 'file' ? 'import.changed' : 'record.changed' });
      }
      replaced.push({ ...r, id: target, stored });
    });
    problems.push(...prepared.rules([...added, ...replaced]), ...stale);
    return { added, replaced, problems, refused };
  }

  async function write(ctx: AppContext, tx: Tx, actor: Actor, admitted: Admitted<R>, how: ImportWrite): Promise<{ ids: number[]; changed: number }> {
    const ids = admitted.added.length ? await store.add(tx, admitted.added.map((r) => r.record), how) : [];
    const changed = admitted.replaced.length ? await store.update(tx, admitted.replaced.map((r) => ({ id: r.id, record: r.record })), how) : 0;
    await spec.saved?.(ctx, tx, actor, [...admitted.added, ...admitted.replaced], [...ids, ...admitted.replaced.map((r) => r.id)]);
    return { ids, changed };
  }

  /** The dialog's save: one change through `admit` and `write`; its first problem is the reply. */
  async function saveOne(ctx: AppContext, actor: Actor, body: Body, door: Door, id?: number, version?: number): Promise<number> {
    commandRan(`${entity}:${door.kind}`);
    const row: ImportedRow<R> = { row: 1, record: body as unknown as R, ...(id === undefined ? {} : { id, version }) };
    const prepared = await prepare(ctx, actor);
    // A parallel save that took the same key after `admit` looked is refused by the unique index: the same message.
    const taken = (error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('freight.exists', { name: spec.describe(row.record) });
      throw error;
    };
    return ctx.db.transaction(async (tx) => {
      const admitted = await admit(tx, prepared, [row], door);
      const problem = admitted.problems[0];
      if (problem) throw new AppError(problem.reason, problem.params ?? {}, dialogCode(problem.reason));
      const fields = new Set(Object.keys(row.record as object));
      const { ids, changed } = await write(ctx, tx, actor, admitted, { by: actor.userName, fields, door: 'dialog' });
      const saved = ids[0] ?? row.id!;
      if (spec.details) {
        await spec.details(tx, saved, body);
        // Detail lines are part of the record: an edit of them alone raises its version too, so an older dialog is stale.
        if (door.kind === 'edit' && changed === 0) await store.touch(tx, [saved], actor.userName);
      }
      return saved;
    }).catch(taken);
  }

  return {
    spec,
    prepare,
    admit,
    write,
    add: (ctx, actor, body) => saveOne(ctx, actor, body, { kind: 'add' }),
    async edit(ctx, actor, id, version, body) {
      await saveOne(ctx, actor, body, { kind: 'edit' }, id, version);
    },
    async remove(ctx, actor, ids) {
      commandRan(`${entity}:remove`);
      requirePermission(actor, `${entity}:remove`);
      await spec.remove(ctx, ids, actor);
    },
  };
}

/** Stored and given values compared as the database keeps them (numbers may come back as numeric strings). */
function sameValue(stored: unknown, given: unknown): boolean {
  if ((stored ?? null) === (given ?? null)) return true;
  if (typeof given === 'number' && typeof stored === 'string') return Number(stored) === given;
  return false;
}
