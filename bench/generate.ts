import type pg from 'pg';

/**
 * Rates at scale, made inside PostgreSQL with generate_series so a million rows take seconds.
 * Every lane gets a long history (expired rates) and about `currentPerLane` rates in force, the shape
 * a search meets in production: the index has to skip the history, not read it.
 * A deep book (the default) puts the rates on the demo data's few sea lanes; a wide book (`seaLanes`) on that many
 * lanes between ports made for it, tens of loading ports times hundreds of destinations, as a forwarder's book is.
 */
export interface ScaleOptions { seaRates: number; railRates: number; currentPerLane: number; seaLanes?: number }

/** Loading ports of a wide book: at most 40, each with up to a hundred destinations or more. */
const loadingPortsFor = (lanes: number) => Math.min(40, Math.max(1, Math.ceil(lanes / 100)));

/**
 * Ports for `lanes` sea lanes (every loading port to every destination, the first `lanes` pairs), the destinations
 * spread over the open sea trade lanes; returns the lanes.
 */
async function wideLanes(db: pg.ClientBase, lanes: number): Promise<{ pol: string; pod: string; lane: string }[]> {
  const tradeLanes = (await db.query<{ code: string }>(`select tradelanecode as code from trade_lane where moduletype = 'ox' and coalesce(isforbid, 'N') <> 'Y' order by tradelanecode`))
    .rows.map((r) => r.code);
  if (!tradeLanes.length) throw new Error('seed the demo data first: no open sea trade lanes');
  const loading = loadingPortsFor(lanes);
  const destinations = Math.ceil(lanes / loading);
  await db.query(`
    insert into port (portcode, moduletype, portname, localname, russianname, countrycode, countryname, create_by)
    select 'CNW' || lpad(n::text, 2, '0'), 'ox', 'Loading port ' || n, '装货港' || n, 'Порт погрузки ' || n, 'CN', 'China', 'bench'
    from generate_series(1, $1::int) n`, [loading]);
  await db.query(`
    insert into port (portcode, moduletype, portname, localname, russianname, countrycode, countryname, tradelanecode, ishot, create_by)
    select 'WD' || lpad(n::text, 4, '0'), 'ox', 'Destination ' || n, '目的港' || n, 'Порт назначения ' || n, 'ZZ', 'Bench', ($2::text[])[1 + n % cardinality($2::text[])],
      case when n % 25 = 0 then 'Y' else 'N' end, 'bench'
    from generate_series(1, $1::int) n`, [destinations, tradeLanes]);
  const { rows } = await db.query<{ pol: string; pod: string; lane: string }>(`
    select l.portcode as pol, d.portcode as pod, d.tradelanecode as lane
    from port l cross join port d
    where l.create_by = 'bench' and l.portcode like 'CNW%' and d.create_by = 'bench' and d.portcode like 'WD%'
    order by d.portcode, l.portcode limit $1`, [lanes]);
  return rows;
}

export async function generateRates(db: pg.ClientBase, { seaRates, railRates, currentPerLane, seaLanes: wide }: ScaleOptions) {
  const seaLanes = wide
    ? await wideLanes(db, wide)
    : (await db.query(`select distinct portofloadingcode as pol, finaldestination as pod, carriertradelane as lane from sea_rate`)).rows;
  const railLanes = (await db.query(`select distinct portofloadingcode as pol, portofdischargecode as border, finaldestinationcode as pod, tradelanecode as lane from rail_lcl_rate`)).rows;
  const carriers = (await db.query(`select carriercode from carrier`)).rows.map((r) => r.carriercode as string);
  if (!seaLanes.length || !railLanes.length || !carriers.length) throw new Error('seed the demo data first: no lanes to scale');

  await db.query(`create temporary table bench_sea_lane (n int, pol text, pod text, lane text)`);
  await db.query(`insert into bench_sea_lane select row_number() over () - 1, pol, pod, lane from jsonb_to_recordset($1::jsonb) as x(pol text, pod text, lane text)`, [JSON.stringify(seaLanes)]);
  await db.query(`create temporary table bench_carrier (n int, code text)`);
  await db.query(`insert into bench_carrier select n - 1, code from unnest($1::text[]) with ordinality as t(code, n)`, [carriers]);

  const seaCurrent = currentPerLane * seaLanes.length;
  await db.query(`
    insert into sea_rate (carriercode, portofloadingcode, finaldestination, carriertradelane, space, transferdirect, transittime,
      etddate, currencycode, price20, price40, pricehc, price45, price40nor, effectdate, expireddate, remark, englishremark, russianremark, contactnumber, create_by)
    select c.code, l.pol, l.pod, l.lane,
      case when g % 7 = 0 then 'N' else 'Y' end, case when g % 3 = 0 then 'T' else 'D' end, 18 + (g % 25),
      etd, 'USD', 900 + (g % 1900), 1500 + (g % 3300), 1600 + (g % 3200), 1800 + (g % 3400), case when g % 4 = 0 then null else 1400 + (g % 2000) end,
      etd - 14, etd + 14, '', '', '', '+86215555' || lpad((g % 10000)::text, 4, '0'), 'bench'
    from generate_series(1, $1::int) as g
    join bench_sea_lane l on l.n = g % $2::int
    join bench_carrier c on c.n = (g / $2::int) % $3::int
    cross join lateral (select case when g <= $4::int then current_date + (g % 56) else current_date - 30 - (g % 1800) end as etd) d`,
  [seaRates, seaLanes.length, carriers.length, seaCurrent]);

  // Rates in force carry their other charges, as the demo's do: the ocean-freight line (priced as the box is), handling, papers.
  await db.query(`
    insert into surcharge (fclrateid, ratetype, freightname, englishname, russianname, currencycode, amount, unit, sort)
    select r.fclrateid, c.ratetype, c.zh, c.en, c.ru, c.currency, case when c.sort = 0 then r.price20 else c.amount end, c.unit, c.sort
    from sea_rate r cross join (values
      (0, 'Paid at Origin', '海运费', 'Ocean Freight', 'Морской фрахт', 'USD', 0, '20GP'),
      (1, 'Paid at Origin', '码头操作费', 'Terminal handling charge (THC)', 'Терминальный сбор (THC)', 'CNY', 890, '20GP'),
      (2, 'Paid at Origin', '码头操作费', 'Terminal handling charge (THC)', 'Терминальный сбор (THC)', 'CNY', 1330, '40HC'),
      (3, 'Paid at Origin', '文件费', 'Documentation fee (DOC)', 'Оформление документов (DOC)', 'CNY', 500, ''),
      (4, 'Paid at Destination', '目的港码头操作费', 'Destination THC (DTHC)', 'Терминальный сбор в порту назначения (DTHC)', 'USD', 310, '40HC')
    ) as c(sort, ratetype, zh, en, ru, currency, amount, unit)
    where r.create_by = 'bench' and r.expireddate >= current_date`);

  await db.query(`create temporary table bench_rail_lane (n int, pol text, border text, pod text, lane text)`);
  await db.query(`insert into bench_rail_lane select row_number() over () - 1, pol, border, pod, lane from jsonb_to_recordset($1::jsonb) as x(pol text, border text, pod text, lane text)`, [JSON.stringify(railLanes)]);
  const railCurrent = currentPerLane * railLanes.length;
  const half = Math.floor(railRates / 2);
  for (const table of ['rail_lcl_rate', 'rail_fcl_rate']) {
    const fcl = table === 'rail_fcl_rate';
    await db.query(`
      insert into ${table} (portofloadingcode, portofdischargecode, finaldestinationcode, tradelanecode, senddatetime, blclosetime, closingtime,
        effectdate, expireddate, voyage, currencycode${fcl ? ', price20, pricehc, pickupctnaddress' : ''}, create_by)
      select l.pol, l.border, l.pod, l.lane, etd, etd - interval '3 days', etd - interval '2 days', etd - 21, etd + 7, 14 + (g % 12), 'USD'
        ${fcl ? `, 4500 + (g % 4000), 3700 + (g % 3600), ''` : ''}, 'bench'
      from generate_series(1, $1::int) as g
      join bench_rail_lane l on l.n = g % $2::int
      cross join lateral (select case when g <= $3::int then current_date + (g % 56) else current_date - 30 - (g % 1800) end as etd) d`,
    [half, railLanes.length, railCurrent]);
  }
  await db.query(`
    insert into rail_lcl_price (rwlclrateid, salesprice, currencycode, unit, sort)
    select rwlclrateid, 90 + (rwlclrateid % 70), 'USD', 'CBM', 0 from rail_lcl_rate r
    where create_by = 'bench'`);
  await db.query('vacuum analyze');
}
