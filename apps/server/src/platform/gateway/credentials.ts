import { randomAlphanumeric } from '@freight/domain';
import { accountEpoch } from '../auth/accountSessions';
import type { AppContext } from '../context';
import { PortalSessionStore } from './session';

/** Who the credentials are for: a signed-in user's code, or an anonymous visitor's id. */
export interface PortalIdentity {
  usercode: string;
  isAnonymous: boolean;
  userId?: number;
  customerId?: number;
  userType?: string;
  languageId?: number;
}

export interface PortalCredentials {
  token: string;
  apiSecret: string;
  usercode: string;
  isAnonymous: boolean;
}

/** An anonymous visitor's user code. */
export const newAnonymousId = () => `anon_${randomAlphanumeric(24)}`;

/** Opens a portal session with a fresh api secret and hands out its bearer token (design.md §5). */
export async function issuePortalCredentials(ctx: AppContext, identity: PortalIdentity): Promise<PortalCredentials> {
  const accountEpochNow = identity.userId === undefined ? null : await accountEpoch(ctx.kv, identity.userId);
  const session = await new PortalSessionStore(ctx.kv).create({ ...identity, accountEpoch: accountEpochNow, apiSecret: randomAlphanumeric(48) });
  const token = await ctx.tokens.issue(session.sessionId, 'portal');
  return { token, apiSecret: session.apiSecret, usercode: session.usercode, isAnonymous: session.isAnonymous };
}
