import { port } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import { cacheBounds } from '../../../platform/cacheBounds';
import { keptSnapshot } from '../../../platform/keptSnapshot';
import type { Names } from './language';

/**
 * Port and station names in the three languages, kept in memory: a small table that every rate row
 * names up to five times. Reading them here instead of joining them keeps each search one short,
 * cheaply planned query. They are read again when the rates version moves (a port was written), and
 * kept only while the table has no more ports than CACHE_PORT_NAMES.
 * Visibility (status, lanes, carriers) is still decided by the query itself.
 */
export class PortNames {
  constructor(private readonly names: ReadonlyMap<string, Names>) {}

  get size(): number {
    return this.names.size;
  }

  of(moduletype: 'ox' | 'rt', portcode: string): Names | null {
    return portcode ? (this.names.get(`${moduletype}:${portcode}`) ?? null) : null;
  }
}

async function load(db: Db): Promise<PortNames> {
  const rows = await db.select({ moduletype: port.moduletype, portcode: port.portcode, zh: port.localname, en: port.portname, ru: port.russianname }).from(port);
  return new PortNames(new Map(rows.map((r) => [`${r.moduletype}:${r.portcode}`, { zh: r.zh, en: r.en, ru: r.ru }])));
}

const kept = keptSnapshot<PortNames>('port names', (names) => names.size, () => cacheBounds().portNames);

/** The names at the rates `version`. */
export const portNames = (db: Db, version: number): Promise<PortNames> => kept(db, version, String(version), () => load(db));
