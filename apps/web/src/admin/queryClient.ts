import { QueryClient } from '@tanstack/react-query';

/** Server state of the back office; failed calls are already reported by the request client. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
