import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/useLanguage';
import { useFeedback } from '../../providers/feedbackContext';
import { rateListKey, takeRateSearch } from './firstSearch';

interface RateListOptions<Payload, Data, Row> {
  /** Names the call in the query key. */
  name: string;
  /** The call's payload; nothing is loaded while it is undefined (no route chosen yet). */
  payload: Payload | undefined;
  fetch: (payload: Payload) => Promise<Data>;
  rows: (data: Data) => Row[];
  /** Keeps showing the previous rows while a changed search loads (filters). */
  keepPrevious?: boolean;
}

/**
 * A rate list: loads as soon as its payload is known and again when the language changes (names and remarks
 * come localised), and says so with an info message when a search finds nothing (portal.md §8).
 * A failed call has been reported by the gateway client already, so it is not repeated.
 */
export function useRateList<Payload, Data, Row>({ name, payload, fetch, rows, keepPrevious = false }: RateListOptions<Payload, Data, Row>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const language = useLanguage();
  const queryKey = rateListKey(name, payload, language);
  const query = useQuery({
    queryKey,
    // A shared link's list was asked for while the page loaded (firstSearch.ts).
    queryFn: () => takeRateSearch(queryKey, () => fetch(payload as Payload)),
    enabled: payload !== undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    retry: false,
  });
  const list = query.data && payload !== undefined ? rows(query.data) : [];
  const foundNothing = query.isSuccess && !query.isPlaceholderData && list.length === 0;

  useEffect(() => {
    if (foundNothing) message.info(t('rates.none'));
  }, [foundNothing, query.dataUpdatedAt, message, t]);

  return { query, rows: list, loading: query.isFetching };
}
