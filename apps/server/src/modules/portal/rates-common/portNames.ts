import { port } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import { perOwner } from '../../../platform/perOwner';
import type { Names } from './language';

/**
 * Port and station names in the three languages, kept in memory: a small table that every rate row
 * names up to five times. Reading them here instead of joining them keeps each search one short,
 * cheaply planned query. They are read again when the rates version moves (a port was written).
 * Visibility (status, lanes, carriers) is still decided by the query itself.
 */
export class PortNames {
  private names = new Map<string, Names>();
  private loadedVersion = -1;
  private loading?: Promise<void>;

  constructor(private db: Db) {}

  async fresh(version: number): Promise<this> {
    // A load started for an older version may be under way: wait for it, then load again.
    while (this.loadedVersion < version) {
      this.loading ??= this.load(version).finally(() => { this.loading = undefined; });
      await this.loading;
    }
    return this;
  }

  private async load(version: number) {
    const rows = await this.db.select({ moduletype: port.moduletype, portcode: port.portcode, zh: port.localname, en: port.portname, ru: port.russianname }).from(port);
    this.names = new Map(rows.map((r) => [`${r.moduletype}:${r.portcode}`, { zh: r.zh, en: r.en, ru: r.ru }]));
    this.loadedVersion = version;
  }

  of(moduletype: 'ox' | 'rt', portcode: string): Names | null {
    return portcode ? (this.names.get(`${moduletype}:${portcode}`) ?? null) : null;
  }
}

const byDatabase = new WeakMap<Db, PortNames>();

export function portNames(db: Db, version: number): Promise<PortNames> {
  return perOwner(byDatabase, db, () => new PortNames(db)).fresh(version);
}
