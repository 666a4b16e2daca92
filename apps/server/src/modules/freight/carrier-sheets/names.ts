import { asc, eq } from 'drizzle-orm';
import { carrier, port } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { folded } from '../../../platform/excel/sheetHeader';

/** A name as looked up: folded (any case, full-width forms as usual) and without blanks ("CN SHA" is CNSHA). */
const key = (text: string) => folded(text).replace(/\s+/g, '');

/** Codes by their names: each code by itself, then each name; a code always wins, and the first record takes a shared name. */
function byName(records: readonly { code: string; names: readonly string[] }[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { code, names } of records) for (const name of names) if (name && !codes.has(key(name))) codes.set(key(name), code);
  for (const { code } of records) codes.set(key(code), code);
  return codes;
}

/**
 * What a carrier's sheet calls ports and carriers, as our codes: a sea port by its UN/LOCODE or its name in any of
 * the three languages (or its city's), a carrier by its code or its names. A name nobody knows stays as written, so
 * the sea-rate rules refuse it naming it. A destination's trade lane is the one its port belongs to.
 */
export async function sheetNames(ctx: AppContext) {
  const [ports, carriers] = await Promise.all([
    ctx.db.select({ code: port.portcode, portname: port.portname, localname: port.localname, russianname: port.russianname, cityname: port.cityname, lane: port.tradelanecode })
      .from(port).where(eq(port.moduletype, 'ox')).orderBy(asc(port.portcode)),
    ctx.db.select({ code: carrier.carriercode, carriername: carrier.carriername, localname: carrier.localname }).from(carrier).orderBy(asc(carrier.carriercode)),
  ]);
  const portCodes = byName(ports.map((p) => ({ code: p.code, names: [p.portname, p.localname, p.russianname, p.cityname] })));
  const carrierCodes = byName(carriers.map((c) => ({ code: c.code, names: [c.carriername, c.localname] })));
  const lanes = new Map(ports.map((p) => [p.code, p.lane ?? '']));
  const code = (codes: ReadonlyMap<string, string>) => (text: string) => codes.get(key(text)) ?? text;
  return { port: code(portCodes), carrier: code(carrierCodes), laneOf: (portCode: string) => lanes.get(portCode) ?? '' };
}
