import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@freight/domain/company';
import { codeMessage, RequestError } from '../../shared/request/errors';
import { plainJson, type PlainReply } from '../../shared/gateway/plain';

/** The provider's company from the server's configuration (GET /api/company): the footer's name, address, phone and e-mail. */
export async function fetchCompany(): Promise<CompanyProfile> {
  const reply = await plainJson.get<PlainReply<CompanyProfile>>('/company');
  if (reply.code !== 200 || !reply.data) throw new RequestError(codeMessage(reply.code, reply.msg), { code: reply.code, notified: false });
  return reply.data;
}

/** It changes only with the server's configuration: read once per page load, in every language at once. */
export function useCompany() {
  return useQuery({ queryKey: ['portal', 'company'], queryFn: fetchCompany, staleTime: Infinity, retry: 1 });
}
