import { useMemo } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { laneHotPortsKey, lanesWithHotPorts } from '../../api/ports';
import { useLanguage } from '../../../shared/useLanguage';
import { portGroups } from './portGroups';
import { hotPortOptions, localLabel, lookupKeyOf, moduleOf, searchPorts, type PortOption } from './portOptions';
import type { PortNetwork, PortSide } from './shipmentModes';
import { usePortHistory } from './usePortHistory';
import { useDebouncedValue } from './useDebouncedValue';

/** The server search waits until the visitor pauses typing this long. */
export const portSearchDebounceMs = 300;

const hotPortsStaleMs = 10 * 60 * 1000;

/**
 * A picker's option groups: the visitor's history, the hot ports of every trade lane at the picker's end of the
 * route (its stations or ports of loading, or its destinations) and the server search for the typed text, ten at
 * a time with more on request. Labels follow the interface language. The hot ports are loaded once `hotWanted`
 * (the picker has opened).
 */
export function usePortOptions(network: PortNetwork, side: PortSide, text: string, hotWanted = true) {
  const language = useLanguage();
  const find = useDebouncedValue(text.trim(), portSearchDebounceMs);
  const { history, remember } = usePortHistory(network, side);
  const moduletype = moduleOf(network);
  const end = lookupKeyOf(side);

  const hot = useQuery({
    queryKey: laneHotPortsKey(moduletype, language, end),
    queryFn: () => lanesWithHotPorts(moduletype, end),
    staleTime: hotPortsStaleMs,
    enabled: hotWanted,
    retry: false,
  });

  const results = useInfiniteQuery({
    queryKey: ['portal', 'portLookup', network, side, find, language],
    queryFn: ({ pageParam }) => searchPorts(network, side, find, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: find !== '',
    retry: false,
  });

  const groups = useMemo(() => {
    const localise = (ports: readonly PortOption[]) => ports.map((port) => ({ ...port, label: localLabel(port, language) }));
    const found = find === '' ? [] : (results.data?.pages ?? []).flatMap((page) => page.options);
    return portGroups({ history: localise(history), hot: localise(hotPortOptions(hot.data)), results: localise(found) }, text);
  }, [find, results.data, history, hot.data, language, text]);

  return {
    groups,
    remember,
    loading: results.isFetching || (text.trim() !== find && text.trim() !== ''),
    loadMore: () => {
      if (results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage();
    },
  };
}
