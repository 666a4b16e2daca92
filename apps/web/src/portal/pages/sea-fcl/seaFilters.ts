import { rateRows } from '../../api/railRates';
import type { ContainerType, SeaRateSearch, SeaSortBy } from '../../api/seaRates';
import { nextSort, type SortState } from '../../components/rates/sortCycle';

/** The sticky filter bar's choices; the server filters and sorts (fclRate). */
export interface SeaFilters {
  directOnly: boolean;
  spaceOnly: boolean;
  carriers: string[];
  containerType?: ContainerType;
  /** Earliest departure ('etd'), shortest transit ('transit') or box price ('price'), one at a time; none sorts by carrier. */
  sort?: SortState;
}

export const noSeaFilters: SeaFilters = { directOnly: false, spaceOnly: false, carriers: [] };

export interface SeaRoute {
  pol: string;
  pod: string;
  date: string;
}

/** The fclRate payload for a route and the filter bar. */
export function seaRateSearch(route: SeaRoute, filters: SeaFilters): SeaRateSearch {
  return {
    portofloadingcode: route.pol,
    finaldestinationcode: route.pod,
    sailingdate: route.date,
    directonly: filters.directOnly,
    spaceonly: filters.spaceOnly,
    ...(filters.carriers.length ? { carriercodes: filters.carriers } : {}),
    ...(filters.containerType ? { containertype: filters.containerType } : {}),
    sortby: (filters.sort?.key as SeaSortBy | undefined) ?? 'carrier',
    sortorder: filters.sort?.order ?? 'asc',
    maxrows: rateRows,
  };
}

/** "Earliest departure" and "shortest transit": checked sorts ascending by it (replacing any other sort), unchecked goes back to carrier order. */
export function checkSort(filters: SeaFilters, key: 'etd' | 'transit', checked: boolean): SeaFilters {
  if (checked) return { ...filters, sort: { key, order: 'asc' } };
  return filters.sort?.key === key ? { ...filters, sort: undefined } : filters;
}

/** The box-price sort cycles none → ascending → descending → none, replacing any other sort. */
export function cyclePriceSort(filters: SeaFilters): SeaFilters {
  return { ...filters, sort: nextSort(filters.sort, 'price') };
}
