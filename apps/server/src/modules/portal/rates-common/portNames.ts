import { port } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { Names } from './language';

/** How long names may be served from memory before they are read again. */
const maxAgeMs = 60_000;

/**
 * Port and station names in the three languages, kept in memory: a small table that every rate row
 * names up to five times. Reading them here instead of joining them keeps each search one short,
 * cheaply planned query. Visibility (status, lanes, carriers) is still decided by the query itself.
 */
export class PortNames {
  private names = new Map<string, Names>();
  private loadedAt = 0;
  private loading?: Promise<void>;

  constructor(private db: Db) {}

  async fresh(): Promise<this> {
    if (Date.now() - this.loadedAt > maxAgeMs) {
      this.loading ??= this.load().finally(() => { this.loading = undefined; });
      await this.loading;
    }
    return this;
  }

  private async load() {
    const rows = await this.db.select({ moduletype: port.moduletype, portcode: port.portcode, zh: port.localname, en: port.portname, ru: port.russianname }).from(port);
    this.names = new Map(rows.map((r) => [`${r.moduletype}:${r.portcode}`, { zh: r.zh, en: r.en, ru: r.ru }]));
    this.loadedAt = Date.now();
  }

  of(moduletype: 'ox' | 'rt', portcode: string): Names | null {
    return portcode ? (this.names.get(`${moduletype}:${portcode}`) ?? null) : null;
  }
}

const byDatabase = new WeakMap<Db, PortNames>();

export function portNames(db: Db): Promise<PortNames> {
  let names = byDatabase.get(db);
  if (!names) {
    names = new PortNames(db);
    byDatabase.set(db, names);
  }
  return names.fresh();
}
