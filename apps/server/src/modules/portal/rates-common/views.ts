import { and, asc, eq, gte, is, sql, Column, SQL, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOceanFreight, maskedPrice, seaPriceField, type Language, type OtherCharge, type Price, type RailFclRow, type RailLclRow, type SeaContainerType, type SeaRateRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { carrier, port, railFclRate, railLclPrice, railLclRate, seaRate, surcharge, tradeLane } from '../../../db/schema/index';
import { perOwner } from '../../../platform/perOwner';
import { laneFromJson, type OpenLane } from './laneRates';
import { localName, localRemark, localText } from './language';
import { price } from './masking';
import type { PortNames } from './portNames';
import type { LaneOf, Pricing } from './pricing';

/**
 * The rate rows the portal shows, each built by ONE query: the rate, the names of its trade lane and
 * carrier by joins, its price entries or other charges by a correlated subquery (evaluated only for
 * the rows the LIMIT keeps); port names come from memory (PortNames). Every query here applies the visibility rules, so a rate whose
 * validity has ended, that is disabled, whose trade lane is forbidden or whose carrier is disabled
 * is never shown, whatever the call.
 */

/** Who the reply is for: names and remarks in their language, their sell prices, masked for anonymous callers. */
export interface ReplyContext {
  language: Language;
  anonymous: boolean;
  /** The rates version the reply is made at (ratesVersion). */
  version: number;
  ports: PortNames;
  pricing: Pricing;
}

type Unit = { tradelanecode: string; carriercode: string; boxtype: string };

/**
 * The price a caller is shown for one unit: the sell price of the buy price a rate stores, masked for anonymous
 * callers. A price that cannot be quoted (a rule's currency without an exchange rate) is masked too, never buy.
 */
function sold(ctx: ReplyContext, lane: LaneOf, unit: Unit, buy: number, currency: string): Price;
function sold(ctx: ReplyContext, lane: LaneOf, unit: Unit, buy: number | null, currency: string): Price | null;
function sold(ctx: ReplyContext, lane: LaneOf, unit: Unit, buy: number | null, currency: string): Price | null {
  if (buy === null || ctx.anonymous) return price(buy, ctx.anonymous);
  return ctx.pricing.sellAmount(lane, unit, buy, currency) ?? maskedPrice;
}

/** A sea rate's facts a charge of it is priced by. */
export interface SeaRateOf {
  portofloadingcode: string;
  finaldestination: string;
  carriertradelane: string;
  carriercode: string;
}

const seaLane = (raw: SeaRateOf): LaneOf => ({ kind: 'sea', portofloadingcode: raw.portofloadingcode, destinationcode: raw.finaldestination });
const seaUnit = (raw: SeaRateOf, boxtype: string): Unit => ({ tradelanecode: raw.carriertradelane, carriercode: raw.carriercode, boxtype });

type ChargeOf = { zh: string; en: string; ru: string; amount: number; unit: string; currencycode: string };

/** Charges known to be the ocean freight or not: every charge of every row shown is asked, and a kept lane's charges are shared objects. */
const oceanFreightCharges = new WeakMap<ChargeOf, boolean>();

function isOceanFreightCharge(charge: ChargeOf): boolean {
  let known = oceanFreightCharges.get(charge);
  if (known === undefined) {
    known = isOceanFreight(charge.zh) || isOceanFreight(charge.en) || isOceanFreight(charge.ru);
    oceanFreightCharges.set(charge, known);
  }
  return known;
}

/**
 * The amount of a sea rate's other charge as the caller sees it: its ocean-freight line (per box, in any language)
 * is the freight itself, so it is the sell price of that box; other charges are passed on as the carrier charges them.
 */
export function chargeAmount(ctx: ReplyContext, rate: SeaRateOf, charge: ChargeOf): Price {
  if (!isOceanFreightCharge(charge)) return price(Number(charge.amount), ctx.anonymous);
  return sold(ctx, seaLane(rate), seaUnit(rate, charge.unit), Number(charge.amount), charge.currencycode);
}

/** A trade lane that is not switched off (a rate without a lane is open). */
export const laneOpen = (isforbid: AnyPgColumn) => sql`coalesce(${isforbid}, 'N') <> 'Y'`;

/** Enabled, validity not ended: the rules every rate table shares. */
export const rateOpen = (rate: { status: AnyPgColumn; expireddate: AnyPgColumn }, day: string | Placeholder) =>
  and(eq(rate.status, '0'), gte(rate.expireddate, day));

// ---------------------------------------------------------------- rail

type RailTable = typeof railLclRate | typeof railFclRate;

const railFields = (t: RailTable) => ({
  portofloadingcode: t.portofloadingcode,
  portofdischargecode: t.portofdischargecode,
  finaldestinationcode: t.finaldestinationcode,
  senddatetime: t.senddatetime,
  blclosetime: t.blclosetime,
  closingtime: t.closingtime,
  effectdate: t.effectdate,
  expireddate: t.expireddate,
  voyage: t.voyage,
  remark: t.remark,
  englishremark: t.englishremark,
  russianremark: t.russianremark,
  currencycode: t.currencycode,
  tradelanecode: t.tradelanecode,
});

interface RailRaw {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  senddatetime: string;
  blclosetime: Date;
  closingtime: Date;
  effectdate: string;
  expireddate: string;
  voyage: number;
  remark: string;
  englishremark: string;
  russianremark: string;
  currencycode: string;
  tradelanecode: string | null;
}

const railLane = (kind: 'rail-lcl' | 'rail-fcl', raw: RailRaw): LaneOf => ({ kind, portofloadingcode: raw.portofloadingcode, destinationcode: raw.finaldestinationcode });
const railUnit = (raw: RailRaw, boxtype: string) => ({ tradelanecode: raw.tradelanecode ?? '', carriercode: '', boxtype });

function railRow(raw: RailRaw, { language, ports }: ReplyContext) {
  return {
    portofloadingcode: raw.portofloadingcode,
    portofdischargecode: raw.portofdischargecode,
    finaldestinationcode: raw.finaldestinationcode,
    XC__portofloadingcode: localName(language, ports.of('rt', raw.portofloadingcode), raw.portofloadingcode),
    XC__portofdischargecode: localName(language, ports.of('rt', raw.portofdischargecode), raw.portofdischargecode),
    XC__finaldestinationcode: localName(language, ports.of('rt', raw.finaldestinationcode), raw.finaldestinationcode),
    senddatetime: raw.senddatetime,
    blclosetime: raw.blclosetime.toISOString(),
    closingtime: raw.closingtime.toISOString(),
    effectdate: raw.effectdate,
    expireddate: raw.expireddate,
    voyage: raw.voyage,
    remark: raw.remark,
    englishremark: raw.englishremark,
    russianremark: raw.russianremark,
    XC__remark: localRemark(language, raw),
    currencycode: raw.currencycode,
  };
}

/** Rail LCL rates shown to the portal, narrowed by `where`; the caller orders and limits. */
export function railLclRates(db: Db, day: string, where?: SQL) {
  return db.select({
    rwlclrateid: railLclRate.rwlclrateid,
    ...railFields(railLclRate),
    price: sql<{ salesprice: number; currencycode: string; unit: string }[]>`(
      select coalesce(json_agg(json_build_object('salesprice', ${railLclPrice.salesprice}, 'currencycode', ${railLclPrice.currencycode}, 'unit', ${railLclPrice.unit})
        order by ${railLclPrice.sort}, ${railLclPrice.priceId}), '[]'::json)
      from ${railLclPrice} where ${railLclPrice.rwlclrateid} = ${railLclRate.rwlclrateid})`,
  }).from(railLclRate)
    .leftJoin(tradeLane, eq(tradeLane.tradelanecode, railLclRate.tradelanecode))
    .where(and(rateOpen(railLclRate, day), laneOpen(tradeLane.isforbid), where));
}

export type RailLclRaw = Awaited<ReturnType<typeof railLclRates>>[number];

export function railLclRow(raw: RailLclRaw, ctx: ReplyContext): RailLclRow {
  return {
    rwlclrateid: raw.rwlclrateid,
    ...railRow(raw, ctx),
    price: raw.price.map((p) => ({
      salesprice: sold(ctx, railLane('rail-lcl', raw), railUnit(raw, 'CBM'), Number(p.salesprice), p.currencycode),
      currencycode: p.currencycode,
      unit: p.unit,
    })),
  };
}

/** Rail FCL (40HQ COC/SOC) rates shown to the portal, narrowed by `where`; the caller orders and limits. */
export function railFclRates(db: Db, day: string, where?: SQL) {
  return db.select({
    rwrateid: railFclRate.rwrateid,
    ...railFields(railFclRate),
    price20: railFclRate.price20,
    pricehc: railFclRate.pricehc,
    pickupctnaddress: railFclRate.pickupctnaddress,
    englishpickupctnaddress: railFclRate.englishpickupctnaddress,
    russianpickupctnaddress: railFclRate.russianpickupctnaddress,
  }).from(railFclRate)
    .leftJoin(tradeLane, eq(tradeLane.tradelanecode, railFclRate.tradelanecode))
    .where(and(rateOpen(railFclRate, day), laneOpen(tradeLane.isforbid), where));
}

export type RailFclRaw = Awaited<ReturnType<typeof railFclRates>>[number];

export function railFclRow(raw: RailFclRaw, ctx: ReplyContext): RailFclRow {
  return {
    rwrateid: raw.rwrateid,
    ...railRow(raw, ctx),
    price20: sold(ctx, railLane('rail-fcl', raw), railUnit(raw, 'COC'), raw.price20, raw.currencycode),
    pricehc: sold(ctx, railLane('rail-fcl', raw), railUnit(raw, 'SOC'), raw.pricehc, raw.currencycode),
    pickupctnaddress: raw.pickupctnaddress,
    XC__pickupctnaddress: localText(ctx.language, raw.pickupctnaddress, raw.englishpickupctnaddress, raw.russianpickupctnaddress),
  };
}

// ---------------------------------------------------------------- sea

const seaFields = {
    fclrateid: seaRate.fclrateid,
    carriercode: seaRate.carriercode,
    carrier: { en: carrier.carriername, zh: carrier.localname, logo: carrier.logo, contactnumber: carrier.contactnumber },
    portofloadingcode: seaRate.portofloadingcode,
    portoftranshipped: seaRate.portoftranshipped,
    portoftranshipped2: seaRate.portoftranshipped2,
    finaldestination: seaRate.finaldestination,
    carriertradelane: seaRate.carriertradelane,
    lane: { zh: tradeLane.tradelanename, en: tradeLane.englishname, ru: tradeLane.russianname },
    space: seaRate.space,
    transferdirect: seaRate.transferdirect,
    transittime: seaRate.transittime,
    transittimeinfo: seaRate.transittimeinfo,
    etddate: seaRate.etddate,
    currencycode: seaRate.currencycode,
    price20: seaRate.price20,
    price40: seaRate.price40,
    pricehc: seaRate.pricehc,
    price45: seaRate.price45,
    price40nor: seaRate.price40nor,
    effectdate: seaRate.effectdate,
    expireddate: seaRate.expireddate,
    remark: seaRate.remark,
    englishremark: seaRate.englishremark,
    russianremark: seaRate.russianremark,
    contactnumber: seaRate.contactnumber,
    othercharges: sql<ChargeJson[]>`(
      select coalesce(json_agg(json_build_object('ratetype', ${surcharge.ratetype}, 'zh', ${surcharge.freightname}, 'en', ${surcharge.englishname},
        'ru', ${surcharge.russianname}, 'currencycode', ${surcharge.currencycode}, 'amount', ${surcharge.amount}, 'unit', ${surcharge.unit})
        order by ${surcharge.sort}, ${surcharge.surchargeId}), '[]'::json)
      from ${surcharge} where ${surcharge.fclrateid} = ${seaRate.fclrateid})`,
};

/**
 * Sea rates shown to the portal (carrier enabled, lane open), narrowed by `where`, with `extra`
 * columns (a search adds its lane's carriers); the caller orders and limits.
 */
export function seaRates<E extends Record<string, SQL.Aliased | SQL>>(db: Db, day: string, where?: SQL, extra?: E) {
  return db.select({ ...seaFields, ...(extra ?? ({} as E)) }).from(seaRate)
    .innerJoin(carrier, seaCarrierShown).leftJoin(tradeLane, seaTradeLane).where(seaRateShown(day, where));
}

/** The joins and rules of every sea rate the portal shows. */
const seaCarrierShown = and(eq(carrier.carriercode, seaRate.carriercode), eq(carrier.status, '0'));
const seaTradeLane = eq(tradeLane.tradelanecode, seaRate.carriertradelane);
const seaRateShown = (day: string | Placeholder, where?: SQL) => and(rateOpen(seaRate, day), laneOpen(tradeLane.isforbid), where);

type Fields = { [key: string]: Column | SQL | Fields };

/**
 * `fields` as one JSON object built by PostgreSQL, keyed as the query builder's rows are; a nested object is null
 * when its condition in `nullWhen` holds, as the builder makes the object of a table a left join did not find.
 */
function jsonObject(fields: Fields, nullWhen: Record<string, SQL> = {}): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    // Keys are our own field names: written into the SQL, so the statement's parameters are the values alone.
    const name = sql.raw(`'${key}'`);
    if (is(value, Column) || is(value, SQL)) return sql`${name}, ${value}`;
    const none = nullWhen[key];
    return none ? sql`${name}, case when ${none} then null else ${jsonObject(value)} end` : sql`${name}, ${jsonObject(value)}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The ports of a lane that exist, which an empty search must tell apart. */
const knownSeaPorts = (from: SQL | Column | Placeholder, to: SQL | Column | Placeholder) => sql<string[]>`array(select ${port.portcode} from ${port}
  where ${port.moduletype} = 'ox' and ${port.status} = '0' and ${port.portcode} in (${from}, ${to}))`;

/** A sea rate as one JSON object, as the query builder's row (a rate without a trade lane has none). */
const seaRateJson = () => jsonObject(seaFields as unknown as Fields, { lane: sql`${tradeLane.tradelanecode} is null` });

/**
 * A lane's open sea rates in one round trip: the rows as one JSON text (parsed by JSON.parse, not field by field by the
 * driver and the query builder) and which of the lane's two ports exist, which an empty search must tell apart. A
 * prepared statement, so PostgreSQL plans it once per connection and the query is built once per database.
 */
function seaLaneStatement(db: Db) {
  const lane = db.select({ id: seaRate.fclrateid, rate: sql`${seaRateJson()}`.as('rate') }).from(seaRate)
    .innerJoin(carrier, seaCarrierShown).leftJoin(tradeLane, seaTradeLane)
    .where(seaRateShown(sql.placeholder('day'), and(eq(seaRate.portofloadingcode, sql.placeholder('from')), eq(seaRate.finaldestination, sql.placeholder('to')))))
    .orderBy(asc(seaRate.fclrateid)).limit(sql.placeholder('limit')).as('lane');
  return db.select({
    rates: sql<string>`coalesce(json_agg(${lane.rate} order by ${lane.id}), '[]')::text`,
    ports: knownSeaPorts(sql.placeholder('from'), sql.placeholder('to')),
  }).from(lane).prepare('sea_lane_rates');
}

const seaLaneStatements = new WeakMap<Db, ReturnType<typeof seaLaneStatement>>();

/** The open sea rates of the lane `from` → `to` on `day`, at most `limit`, and which of its ports exist. */
export async function seaLaneRates(db: Db, day: string, from: string, to: string, limit: number): Promise<OpenLane<SeaRaw>> {
  const [read] = await perOwner(seaLaneStatements, db, () => seaLaneStatement(db)).execute({ day, from, to, limit });
  return laneFromJson<SeaRaw>(read!.rates, new Set(read!.ports));
}

/**
 * The open sea rates of many lanes in one round trip, each lane as `seaLaneRates` gives it (lanes read before their
 * searches). A lane without a rate shown is left out.
 */
export async function seaLanesRates(db: Db, day: string, lanes: readonly { from: string; to: string }[]): Promise<{ from: string; to: string; lane: OpenLane<SeaRaw> }[]> {
  // The lanes go as one JSON parameter: a statement's parameters stay few however many lanes are asked for.
  const asked = sql`(select "from", "to" from jsonb_to_recordset(${JSON.stringify(lanes)}::jsonb) as asked("from" text, "to" text))`;
  const rates = db.select({ from: seaRate.portofloadingcode, to: seaRate.finaldestination, id: seaRate.fclrateid, rate: sql`${seaRateJson()}`.as('rate') }).from(seaRate)
    .innerJoin(carrier, seaCarrierShown).leftJoin(tradeLane, seaTradeLane)
    .where(seaRateShown(day, sql`(${seaRate.portofloadingcode}, ${seaRate.finaldestination}) in ${asked}`))
    .as('rates');
  const read = await db.transaction(async (tx) => {
    // The planner's estimate for many lanes at once is high enough for it to compile the query first (JIT): 440 of a
    // batch's 560 ms, for plain index scans.
    await tx.execute(sql`set local jit = off`);
    return tx.select({
      from: rates.from,
      to: rates.to,
      rates: sql<string>`json_agg(${rates.rate} order by ${rates.id})::text`,
      ports: knownSeaPorts(rates.from, rates.to),
    }).from(rates).groupBy(rates.from, rates.to);
  });
  return read.map((r) => ({ from: r.from, to: r.to, lane: laneFromJson<SeaRaw>(r.rates, new Set(r.ports)) }));
}

interface ChargeJson {
  ratetype: string;
  zh: string;
  en: string;
  ru: string;
  currencycode: string;
  amount: number;
  unit: string;
}

export type SeaRaw = Awaited<ReturnType<typeof seaRates<Record<never, never>>>>[number];

/** A carrier's name in the caller's language: Chinese for zh_CN, the international name otherwise. */
export const carrierName = (language: Language, names: { en: string; zh: string }) =>
  (language === 'zh_CN' && names.zh) || names.en;

/**
 * The public address of a logo in the upload store (kept as `/api/profile/...` or, by older imports, as
 * `/profile/...`); '' for none or anything from elsewhere, which the portal never loads.
 */
const logoUrl = (logo: string) => (/^\/(api\/)?profile\/upload\//.test(logo) ? logo.replace(/^\/(api\/)?profile\//, '/api/profile/') : '');

/**
 * The figure a search sorts a sea rate's box by: the caller's sell price (buy for an anonymous caller, whose prices
 * are masked after sorting); null when the box is not offered or cannot be quoted, which sorts last.
 */
export function seaSortPrice(ctx: ReplyContext, raw: SeaRaw, boxtype: SeaContainerType): number | null {
  const buy = raw[seaPriceField[boxtype]];
  if (buy === null || ctx.anonymous) return buy;
  return ctx.pricing.sellAmount(seaLane(raw), seaUnit(raw, boxtype), buy, raw.currencycode) ?? null;
}

export function seaRow(raw: SeaRaw, ctx: ReplyContext): SeaRateRow {
  const { language, ports } = ctx;
  const box = (boxtype: SeaContainerType, buy: number | null) => sold(ctx, seaLane(raw), seaUnit(raw, boxtype), buy, raw.currencycode);
  return {
    fclrateid: raw.fclrateid,
    carriercode: raw.carriercode,
    carriername: carrierName(language, raw.carrier),
    carrierlogo: logoUrl(raw.carrier.logo),
    portofloadingcode: raw.portofloadingcode,
    portoftranshipped: raw.portoftranshipped,
    portoftranshipped2: raw.portoftranshipped2,
    finaldestination: raw.finaldestination,
    XC__portofloadingcode: localName(language, ports.of('ox', raw.portofloadingcode), raw.portofloadingcode),
    XC__portoftranshipped: localName(language, ports.of('ox', raw.portoftranshipped), raw.portoftranshipped),
    XC__portoftranshipped2: localName(language, ports.of('ox', raw.portoftranshipped2), raw.portoftranshipped2),
    XC__finaldestination: localName(language, ports.of('ox', raw.finaldestination), raw.finaldestination),
    carriertradelane: raw.carriertradelane,
    XC__carriertradelane: localName(language, raw.lane, raw.carriertradelane),
    space: raw.space === 'Y' ? 'Y' : 'N',
    transferdirect: raw.transferdirect === 'D' ? 'D' : 'T',
    transittime: raw.transittime,
    transittimeinfo: raw.transittimeinfo,
    etddate: raw.etddate,
    currencycode: raw.currencycode,
    price20: box('20GP', raw.price20),
    price40: box('40GP', raw.price40),
    pricehc: box('40HC', raw.pricehc),
    price45: box('45HQ', raw.price45),
    price40nor: box('40NOR', raw.price40nor),
    effectdate: raw.effectdate,
    expireddate: raw.expireddate,
    remark: raw.remark,
    englishremark: raw.englishremark,
    russianremark: raw.russianremark,
    XC__remark: localRemark(language, raw),
    contactnumber: raw.contactnumber || raw.carrier.contactnumber,
    othercharges: raw.othercharges.map((c): OtherCharge => ({
      ratetype: c.ratetype,
      freightname: localName(language, c),
      currencycode: c.currencycode,
      amount: chargeAmount(ctx, raw, c),
      unit: c.unit,
    })),
  };
}
