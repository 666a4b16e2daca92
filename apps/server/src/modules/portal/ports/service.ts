import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { HotPortsQuery, Language, Port, PortLookupQuery, TradeLane, TradeLaneQuery } from '@freight/domain';
import type { Db } from '../../../db/client';
import { port, tradeLane } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { laneOpen, localName, portLabel } from '../rates-common/index';

const portColumns = {
  portcode: port.portcode,
  portname: port.portname,
  localname: port.localname,
  russianname: port.russianname,
  isocode: port.isocode,
  cityname: port.cityname,
  statecode: port.statecode,
  countrycode: port.countrycode,
  countryname: port.countryname,
  moduletype: port.moduletype,
  tradelanecode: port.tradelanecode,
  ishot: port.ishot,
};

type PortRaw = Awaited<ReturnType<typeof hotPorts>>[number];

/** A port as the portal shows it, with its label in the caller's language: "重庆 (CNCKG)". */
export function portRow(raw: PortRaw, language: Language): Port {
  const name = localName(language, { zh: raw.localname, en: raw.portname, ru: raw.russianname }, raw.portcode);
  return {
    ...raw,
    moduletype: raw.moduletype === 'rt' ? 'rt' : 'ox',
    ishot: raw.ishot === 'Y' ? 'Y' : 'N',
    label: portLabel(name, raw.portcode),
  };
}

/** `find` as a LIKE pattern: its own % and _ are matched literally. */
const likeText = (find: string) => find.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where each end of a lookup may lie: loading ports and stations are in China (rail: not the
 * border crossings, where trains only pass); destinations are abroad.
 */
function sideOf(key: 'defaultport' | 'defaultdestport', moduletype: 'ox' | 'rt' | undefined): SQL | undefined {
  if (key === 'defaultdestport') return ne(port.countrycode, 'CN');
  return moduletype === 'rt' ? and(eq(port.countrycode, 'CN'), eq(port.isborder, 'N')) : eq(port.countrycode, 'CN');
}

/**
 * Ports whose code, ISO code or name in any language contains `find` (case-insensitive), an exact
 * code first, then codes and names that start with it, then the rest; one page and whether more follow.
 */
export async function lookupPorts(db: Db, query: z.output<typeof PortLookupQuery>) {
  const { find, key, moduletype, maxrows, page } = query;
  const text = likeText(find);
  const contains = `%${text}%`;
  const starts = `${text}%`;
  const matches = find === '' ? undefined : or(
    ilike(port.portcode, contains), ilike(port.isocode, contains), ilike(port.portname, contains),
    ilike(port.localname, contains), ilike(port.russianname, contains), ilike(port.cityname, contains),
  );
  const rank = sql`case
    when ${port.portcode} = ${find.toUpperCase()} then 0
    when ${port.portcode} ilike ${starts} then 1
    when ${port.portname} ilike ${starts} or ${port.localname} ilike ${starts} or ${port.russianname} ilike ${starts} then 2
    else 3 end`;
  const rows = await db.select(portColumns).from(port)
    .where(and(eq(port.moduletype, moduletype), eq(port.status, '0'), sideOf(key, moduletype), matches))
    .orderBy(...(find === '' ? [] : [rank]), asc(port.portcode))
    .limit(maxrows + 1)
    .offset(page * maxrows);
  return { rows: rows.slice(0, maxrows), hasMore: rows.length > maxrows };
}

/**
 * The hot ports of a trade lane that is not forbidden, at one end of the route (`key`, by the same rule as the
 * lookup: the lane's hot stations of loading in China, or its hot destinations abroad); an unknown lane is refused (400).
 * A hot port of loading that belongs to no lane (a sea port in China serves every lane) is hot on each lane of its mode.
 */
export async function hotPorts(db: Db, query: z.output<typeof HotPortsQuery>) {
  const { tradelanecode, key, moduletype, maxrows, page } = query;
  const onLane = eq(port.tradelanecode, tradelanecode);
  const rows = await db.select(portColumns).from(port)
    .innerJoin(tradeLane, eq(tradeLane.tradelanecode, tradelanecode))
    .where(and(
      key === 'defaultport' ? or(onLane, isNull(port.tradelanecode)) : onLane, eq(port.moduletype, tradeLane.moduletype),
      eq(port.ishot, 'Y'), eq(port.status, '0'), laneOpen(tradeLane.isforbid),
      moduletype ? eq(port.moduletype, moduletype) : undefined, sideOf(key, moduletype),
    ))
    .orderBy(asc(port.portcode))
    .limit(maxrows)
    .offset(page * maxrows);
  if (rows.length === 0) {
    const [lane] = await db.select({ code: tradeLane.tradelanecode }).from(tradeLane).where(eq(tradeLane.tradelanecode, tradelanecode));
    if (!lane) throw new AppError('rates.unknownTradeLane', { field: 'data.tradelanecode', code: tradelanecode }, 400);
  }
  return rows;
}

/** Trade lanes that are not forbidden, in their configured order, named in the caller's language. */
export async function tradeLanes(db: Db, query: z.output<typeof TradeLaneQuery>, language: Language): Promise<TradeLane[]> {
  const rows = await db.select({
    tradelanecode: tradeLane.tradelanecode,
    moduletype: tradeLane.moduletype,
    zh: tradeLane.tradelanename,
    en: tradeLane.englishname,
    ru: tradeLane.russianname,
  }).from(tradeLane)
    .where(and(eq(tradeLane.isforbid, query.isforbid), query.moduletype ? eq(tradeLane.moduletype, query.moduletype) : undefined))
    .orderBy(asc(tradeLane.sort), asc(tradeLane.tradelanecode));
  return rows.map((lane) => ({
    tradelanecode: lane.tradelanecode,
    tradelanename: localName(language, lane, lane.tradelanecode),
    moduletype: lane.moduletype === 'rt' ? 'rt' : 'ox',
  }));
}
