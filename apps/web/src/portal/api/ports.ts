import type { HotPortsQuery, ModuleType, Port, PortLookupQuery, TradeLane, TradeLaneQuery } from '@freight/domain';
import { callCommand } from '../../shared/gateway/client';

export type { ModuleType, Port, TradeLane };

export interface PortPage {
  rows: Port[];
  page: number;
  maxrows: number;
  hasMore: boolean;
}

/** The loading end looks up 'defaultport', the destination end 'defaultdestport'. */
export type PortLookupKey = PortLookupQuery['key'];

export const portLookupRows = 10;

/** Port failures only stop the picker's spinner (portal.md §8), so these calls show nothing. */
const quietly = { silent: true };

/** Ports or stations whose code or name (in any language) matches `find`, ten to a page. */
export function lookupPorts(find: string, key: PortLookupKey, moduletype: ModuleType, page = 0): Promise<PortPage> {
  const query: PortLookupQuery = { find, key, moduletype, maxrows: portLookupRows, page };
  return callCommand<PortPage>('portlookup', query, quietly);
}

/** The trade lanes in service (not forbidden) of a module. */
export async function tradeLanes(moduletype: ModuleType): Promise<TradeLane[]> {
  const query: TradeLaneQuery = { key: 'tradelane', isforbid: 'N', moduletype };
  const { rows } = await callCommand<{ rows: TradeLane[] }>('tradelane', query, quietly);
  return rows;
}

/** The hot ports of one trade lane at one end of the route: its stations or ports of loading, or its destinations. */
export async function hotPortsOfLane(tradelanecode: string, moduletype: ModuleType, key: PortLookupKey): Promise<Port[]> {
  const query: HotPortsQuery = { tradelanecode, ishot: 'Y', key, moduletype, maxrows: 100, page: 0 };
  const { rows } = await callCommand<{ rows: Port[] }>('hotports', query, quietly);
  return rows;
}

export interface LaneHotPorts {
  lane: TradeLane;
  ports: Port[];
}

/**
 * Every trade lane of a module with its hot ports at one end of the route, the destinations unless asked (a lane
 * whose ports fail to load shows none).
 */
export async function lanesWithHotPorts(moduletype: ModuleType, key: PortLookupKey = 'defaultdestport'): Promise<LaneHotPorts[]> {
  const lanes = await tradeLanes(moduletype);
  return Promise.all(lanes.map(async (lane) => ({ lane, ports: await hotPortsOfLane(lane.tradelanecode, moduletype, key).catch(() => []) })));
}

/** The query key of `lanesWithHotPorts`, shared by the port pickers and the fare page. */
export const laneHotPortsKey = (moduletype: ModuleType, language: string, key: PortLookupKey = 'defaultdestport') =>
  ['portal', 'laneHotPorts', moduletype, key, language] as const;
