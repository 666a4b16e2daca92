import { HotPortsQuery, PortLookupQuery, TradeLaneQuery } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { hotPorts, lookupPorts, portRow, tradeLanes } from './service';

/** callYhApi `portlookup`: the port pickers' basic search (portal.md §7). */
export const portlookup: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, { content }) => {
    const query = parseCommandData(PortLookupQuery, content.data);
    const { rows, hasMore } = await lookupPorts(ctx.db, query);
    return { rows: rows.map((p) => portRow(p, req.language)), page: query.page, maxrows: query.maxrows, hasMore };
  },
};

/** callYhApi `hotports`: the hot ports of one trade lane at one end of the route, offered first in the port pickers. */
export const hotports: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, { content }) => {
    const rows = await hotPorts(ctx.db, parseCommandData(HotPortsQuery, content.data));
    return { rows: rows.map((p) => portRow(p, req.language)) };
  },
};

/** callYhApi `tradelane`: the trade lanes that are not forbidden. */
export const tradelane: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, { content }) => ({ rows: await tradeLanes(ctx.db, parseCommandData(TradeLaneQuery, content.data), req.language) }),
};
