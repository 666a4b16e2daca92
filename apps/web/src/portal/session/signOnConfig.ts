import { useQuery } from '@tanstack/react-query';
import { codeMessage, RequestError } from '../../shared/request/errors';
import { plainJson, type PlainReply } from '../../shared/gateway/plain';

/** Where the portal's sign-on service lives (GET /api/portal/signOn). */
export interface SignOnConfig {
  authorizationEndpoint: string;
  endSessionEndpoint: string | null;
  clientId: string;
  scope: string;
  /** The product's own provider (its login, password and language pages are portal routes), not a company IdP. */
  builtIn: boolean;
}

export async function fetchSignOnConfig(): Promise<SignOnConfig> {
  const reply = await plainJson.get<PlainReply<SignOnConfig>>('/portal/signOn');
  if (reply.code !== 200 || !reply.data) throw new RequestError(codeMessage(reply.code, reply.msg), { code: reply.code, notified: false });
  return reply.data;
}

/** The settings change only with the server's configuration: read once per page load. */
export const signOnConfigQuery = { queryKey: ['portal', 'signOn'], queryFn: fetchSignOnConfig, staleTime: Infinity, retry: 1 } as const;

export function useSignOnConfig(enabled = true) {
  return useQuery({ ...signOnConfigQuery, enabled });
}
