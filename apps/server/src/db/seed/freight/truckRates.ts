import { regions } from '@freight/domain';

/**
 * Demo pickup (trucking) rates from Chinese regions to the rail departure stations, and the Chinese
 * public holidays on which a pickup costs only its base fee (portal.md §9). Prices follow the road
 * distance: CNY per CBM for LCL pickups, CNY per 40HQ for full containers.
 */

type Point = [lat: number, lon: number];

/** Where the departure stations are. */
const stations: Record<string, Point> = {
  CNXIY: [34.34, 108.94], CNCKG: [29.56, 106.55], CNCTU: [30.67, 104.07],
  CNCGO: [34.75, 113.62], CNYIW: [29.31, 120.08], CNWUH: [30.59, 114.31],
};

/** Each region's seat by its code: the provincial capitals, and the cities far from theirs. */
const seats: Record<string, Point> = {
  110000: [39.9, 116.4], 120000: [39.13, 117.2], 130000: [38.04, 114.51], 140000: [37.87, 112.55], 150000: [40.84, 111.75],
  210000: [41.8, 123.43], 220000: [43.82, 125.32], 230000: [45.8, 126.53], 310000: [31.23, 121.47], 320000: [32.06, 118.8],
  330000: [30.27, 120.15], 340000: [31.82, 117.23], 350000: [26.07, 119.3], 360000: [28.68, 115.86], 370000: [36.65, 117.12],
  410000: [34.75, 113.62], 420000: [30.59, 114.31], 430000: [28.23, 112.94], 440000: [23.13, 113.26], 450000: [22.82, 108.37],
  460000: [20.04, 110.34], 500000: [29.56, 106.55], 510000: [30.67, 104.07], 520000: [26.65, 106.63], 530000: [25.04, 102.71],
  540000: [29.65, 91.11], 610000: [34.34, 108.94], 620000: [36.06, 103.83], 630000: [36.62, 101.78], 640000: [38.49, 106.23],
  650000: [43.83, 87.62],
  130200: [39.63, 118.18], 150200: [40.66, 109.84], 150700: [49.21, 119.77], 210200: [38.91, 121.6], 230200: [47.35, 123.92],
  320500: [31.3, 120.59], 320200: [31.49, 120.31], 320300: [34.26, 117.18], 330200: [29.87, 121.55], 330300: [28.0, 120.7],
  330700: [29.08, 119.65], 331000: [28.66, 121.42], 350200: [24.48, 118.09], 350500: [24.87, 118.68], 360700: [25.83, 114.93],
  370200: [36.07, 120.38], 370600: [37.46, 121.45], 411300: [33.0, 112.53], 410300: [34.62, 112.45], 420500: [30.69, 111.29],
  420600: [32.01, 112.14], 420300: [32.63, 110.8], 440300: [22.54, 114.06], 441900: [23.02, 113.75], 450300: [25.27, 110.29],
  460200: [18.25, 109.51], 511500: [28.77, 104.64], 510500: [28.87, 105.44], 511300: [30.84, 106.11], 510700: [31.47, 104.68],
  520300: [27.73, 106.93], 530700: [26.86, 100.23], 610800: [38.29, 109.73], 610300: [34.36, 107.24], 620900: [39.73, 98.49],
  654000: [43.92, 81.32], 653100: [39.47, 75.99], 652700: [44.9, 82.07], 650200: [45.58, 84.89],
};

/** Regions trucks do not serve from the mainland stations. */
const notServed = new Set(['710000', '810000', '820000', '900000']);
/** Farther than this by road, a pickup is quoted case by case. */
const maxRoadKm = 2500;

function roadKm([lat1, lon1]: Point, [lat2, lon2]: Point): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  // Roads are about a third longer than the great circle; a pickup in the station's own city still drives 30 km.
  return Math.max(30, 2 * 6371 * Math.asin(Math.sqrt(a)) * 1.3);
}

export interface TruckRateSeed {
  toarea: string;
  portcode: string;
  pricecbm: number;
  pricehc: number;
  currencycode: string;
  createBy: string;
}

export function truckRateSeeds(): TruckRateSeed[] {
  const seeds: TruckRateSeed[] = [];
  for (const province of regions.filter((r) => !notServed.has(r.code))) {
    for (const city of province.children ?? [province]) {
      const seat = seats[city.code] ?? seats[province.code]!;
      for (const [portcode, station] of Object.entries(stations)) {
        const km = roadKm(seat, station);
        if (km > maxRoadKm) continue;
        seeds.push({
          toarea: `${province.name}-${city.name}`,
          portcode,
          pricecbm: Math.round(40 + km * 0.12),
          pricehc: Math.round((900 + km * 5.5) / 10) * 10,
          currencycode: 'CNY',
          createBy: 'admin',
        });
      }
    }
  }
  return seeds;
}

/**
 * The days off of China's public holidays (State Council schedules). 2027's schedule is published
 * late in 2026: its statutory days are listed, and staff add the bridge days once it is out.
 */
const holidayRanges: [from: string, to: string, name: string][] = [
  ['2026-01-01', '2026-01-03', '元旦 New Year'],
  ['2026-02-15', '2026-02-23', '春节 Spring Festival'],
  ['2026-04-04', '2026-04-06', '清明节 Qingming Festival'],
  ['2026-05-01', '2026-05-05', '劳动节 Labour Day'],
  ['2026-06-19', '2026-06-21', '端午节 Dragon Boat Festival'],
  ['2026-09-25', '2026-09-27', '中秋节 Mid-Autumn Festival'],
  ['2026-10-01', '2026-10-07', '国庆节 National Day'],
  ['2027-01-01', '2027-01-01', '元旦 New Year'],
  ['2027-02-05', '2027-02-09', '春节 Spring Festival'],
  ['2027-04-05', '2027-04-05', '清明节 Qingming Festival'],
  ['2027-05-01', '2027-05-02', '劳动节 Labour Day'],
  ['2027-06-09', '2027-06-09', '端午节 Dragon Boat Festival'],
  ['2027-09-15', '2027-09-15', '中秋节 Mid-Autumn Festival'],
  ['2027-10-01', '2027-10-03', '国庆节 National Day'],
];

export function holidaySeeds(): { day: string; name: string; createBy: string }[] {
  return holidayRanges.flatMap(([from, to, name]) => {
    const days: { day: string; name: string; createBy: string }[] = [];
    for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) days.push({ day: new Date(t).toISOString().slice(0, 10), name, createBy: 'admin' });
    return days;
  });
}
