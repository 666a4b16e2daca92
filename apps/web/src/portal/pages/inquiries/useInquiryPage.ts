import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPageSizes, type InquiryPage } from '@freight/domain';
import { useLanguage } from '../../../shared/useLanguage';
import { useSession } from '../../session/SessionContext';

/** A signed-in customer's list starts loading this long after the page opens (portal.md §4). */
export const inquiryLoadDelayMs = 500;

export type InquiryFetch<Row> = (query: Record<string, string | number>) => Promise<InquiryPage<Row>>;

/**
 * One page of an inquiry list: nothing for visitors; for customers the first page 500 ms after
 * mount, then on every search, page and page-size change (zero-based page in the request).
 */
export function useInquiryPage<Row>(name: string, fetch: InquiryFetch<Row>) {
  const { isAnonymous } = useSession();
  const language = useLanguage();
  const [started, setStarted] = useState(false);
  const [criteria, setCriteria] = useState<Record<string, string>>({});
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(listPageSizes[0]);
  // Searching again with the same filters loads again.
  const [searches, setSearches] = useState(0);

  useEffect(() => {
    if (isAnonymous) return undefined;
    const timer = setTimeout(() => setStarted(true), inquiryLoadDelayMs);
    return () => clearTimeout(timer);
  }, [isAnonymous]);

  const enabled = started && !isAnonymous;
  const query = useQuery({
    queryKey: ['portal', 'inquiries', name, criteria, page, size, searches, language],
    queryFn: () => fetch({ ...criteria, page, maxrows: size }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

  return {
    rows: enabled && query.data ? query.data.rows : [],
    loading: enabled && query.isFetching,
    page,
    size,
    search(next: Record<string, string>) {
      setCriteria(next);
      setPage(0);
      setSearches((n) => n + 1);
      setStarted(true);
    },
    turn(nextPage: number, nextSize: number) {
      setPage(nextSize === size ? nextPage : 0);
      setSize(nextSize);
    },
  };
}
