import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { RailRateQuery, SeaRateQuery, seaContainerTypes, seaSorts } from '@freight/domain';
import * as schema from '../apps/server/src/db/schema/index';
import { serverPoolSize, type Db } from '../apps/server/src/db/client';
import { seaSearchQuery } from '../apps/server/src/modules/portal/sea-rates/service';
import { railLclSearchQuery } from '../apps/server/src/modules/portal/rail-rates/service';
import type { LoadResult } from './load';

/**
 * Searches as customers make them: every call a random lane, sailing date, filters and sort, so the
 * reply cache rarely helps. The same random searches also run as bare SQL (the query the server
 * builds, sent through a plain `pg` pool of the server's size): the reference the product is held to.
 */
export interface SearchSpace { seaLanes: [string, string][]; railLanes: [string, string][]; carriers: string[] }

export async function searchSpace(databaseUrl: string): Promise<SearchSpace> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pairs = async (sql: string) => (await client.query<{ pol: string; pod: string }>(sql)).rows.map((r): [string, string] => [r.pol, r.pod]);
    return {
      seaLanes: await pairs('select distinct portofloadingcode as pol, finaldestination as pod from sea_rate where expireddate >= current_date'),
      railLanes: await pairs('select distinct portofloadingcode as pol, finaldestinationcode as pod from rail_lcl_rate where expireddate >= current_date'),
      carriers: (await client.query<{ code: string }>(`select carriercode as code from carrier where status = '0'`)).rows.map((r) => r.code),
    };
  } finally {
    await client.end();
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** Half the searches from today (the pages' default), the others from a day in the next six weeks. */
function departureFrom(): string | undefined {
  if (chance(0.5)) return undefined;
  const day = new Date(Date.now() + Math.floor(1 + Math.random() * 42) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export function randomSeaSearch(space: SearchSpace): SeaRateQuery {
  const [pol, pod] = pick(space.seaLanes);
  const carriers = [...space.carriers].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 3));
  return {
    portofloadingcode: pol,
    finaldestinationcode: pod,
    sailingdate: departureFrom(),
    directonly: chance(0.25),
    spaceonly: chance(0.25),
    carriercodes: chance(0.3) ? carriers : undefined,
    containertype: chance(0.3) ? pick(seaContainerTypes) : undefined,
    sortby: pick(seaSorts),
    sortorder: chance(0.5) ? 'asc' : 'desc',
    maxrows: 100,
  };
}

export function randomRailSearch(space: SearchSpace, anonymous: boolean): RailRateQuery {
  const [pol, pod] = pick(space.railLanes);
  return { portofloadingcode: pol, finaldestinationcode: pod, etddatefrom: departureFrom(), isAnonymous: anonymous, maxrows: 100 };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The SQL the server sends for a search, with its parameters. */
export function searchSql(db: Db, kind: 'sea' | 'rail', space: SearchSpace) {
  return kind === 'sea'
    ? seaSearchQuery(db, SeaRateQuery.parse(randomSeaSearch(space)), today()).toSQL()
    : railLclSearchQuery(db, RailRateQuery.parse(randomRailSearch(space, false)), today()).toSQL();
}

/** Random searches of one kind as bare SQL, `connections` callers sharing a pool of the server's size. */
export async function loadBareSql(kind: 'sea' | 'rail', databaseUrl: string, space: SearchSpace, connections: number, seconds: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: serverPoolSize });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const latencies: number[] = [];
  let failures = 0;
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const { sql, params } = searchSql(db, kind, space);
      const started = performance.now();
      try {
        await pool.query(sql, params);
        if (record) latencies.push(performance.now() - started);
      } catch {
        failures++;
      }
    }
  };
  try {
    const warm = Date.now() + 2000;
    await Promise.all(Array.from({ length: connections }, () => run(warm, false)));
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, () => run(started + seconds * 1000, true)));
    const took = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN;
    return { name: `bare SQL ${kind}`, requestsPerSecond: latencies.length / took, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures, total: latencies.length, bytesPerReply: 0, latencies };
  } finally {
    await pool.end();
  }
}
