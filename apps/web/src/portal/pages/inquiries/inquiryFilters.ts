import type { Dayjs } from 'dayjs';
import { isoDateFormat } from '../../components/rates/dates';
import type { PortOption } from '../home/portOptions';
import type { PortSide, ShipmentMode } from '../home/shipmentModes';

/**
 * A filter of an inquiry list (portal.md §2): the inquiry date range, a port or station picked as on the
 * rate pages, a text matched on the server, or where the quote stands. `label` is a catalogue key.
 */
export type InquiryFilter =
  | { kind: 'dates' }
  | { kind: 'port'; name: string; label: string; mode: ShipmentMode; side: PortSide }
  | { kind: 'text'; name: string; label: string; max: number }
  | { kind: 'quoteStatus' };

/** What the filter form holds. */
export type FilterValues = Record<string, PortOption | string | [Dayjs | null, Dayjs | null] | null | undefined>;

/** The filters as a list call sends them; an empty filter is left out. */
export function filterQuery(filters: readonly InquiryFilter[], values: FilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'dates') {
      const [from, to] = (values.dates as [Dayjs | null, Dayjs | null] | null | undefined) ?? [];
      if (from) query.quotationdatefrom = from.format(isoDateFormat);
      if (to) query.quotationdateto = to.format(isoDateFormat);
    } else if (filter.kind === 'quoteStatus') {
      const status = values.quotestatus as string | null | undefined;
      if (status) query.quotestatus = status;
    } else if (filter.kind === 'port') {
      const port = values[filter.name] as PortOption | undefined;
      if (port?.value) query[filter.name] = port.value;
    } else {
      const text = (values[filter.name] as string | undefined)?.trim();
      if (text) query[filter.name] = text;
    }
  }
  return query;
}
