import type { RailLeg } from '../../api/railRates';
import { railDate, railDateTime } from '../rates/dates';
import type { ColumnSpec } from '../tableColumns';
import { dateColumn } from './dateColumn';
import { placeColumn } from './placeColumn';

/** Departure station, exit (border) port and destination station: every rail rate and rail inquiry starts with them. */
export const railRouteColumns: ColumnSpec<RailLeg>[] = [
  placeColumn('departureStation', 'portofloadingcode'),
  placeColumn('exitPort', 'portofdischargecode'),
  placeColumn('destinationStation', 'finaldestinationcode'),
].map((spec) => ({ ...spec, card: 'route' }));

/** The train's departure (ETD), in the rail date format. */
export const railEtdColumn: ColumnSpec<RailLeg> = { ...dateColumn('etd', 'senddatetime', railDate), card: 'fact' };

/** Document and laden cut-offs and the days on the way. */
export const railCutoffColumns: ColumnSpec<RailLeg>[] = [
  dateColumn('docCutoff', 'blclosetime', railDateTime),
  dateColumn('ladenCutoff', 'closingtime', railDateTime),
  { label: 'voyageDays', field: 'voyage', sortValue: (row) => row.voyage, card: 'fact' },
];
