import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { PortalSession } from '../gateway/session';
import { commandRan } from './doors';

/**
 * A person acting from outside the back office: a portal caller (its gateway session) or an account on the sign-on
 * service's pages. Such a person holds no permissions: what they may change is their own account and their company's
 * inquiries and quotes, and an anonymous caller nothing at all.
 */
export interface CustomerActor {
  anonymous: boolean;
  userId: number;
  /** The account name (the portal's user code): who wrote a record. */
  userName: string;
  /** The company whose records are the person's own; 0 for none (a staff user signed in on the portal). */
  customerId: number;
}

export function customerActorOf(session: PortalSession): CustomerActor {
  return { anonymous: session.isAnonymous, userId: session.userId ?? 0, userName: session.usercode, customerId: session.customerId ?? 0 };
}

/**
 * A customer's command of one entity and action (sending an inquiry, deciding a quote, changing the own password):
 * the one place its rules are checked, whatever door calls it. It refuses anonymous callers, then runs the action's
 * own rules (the company's scope, limits, version) and write, and records that it ran (doors.ts).
 */
export function customerCommand<Args extends unknown[], Result>(
  name: string,
  run: (ctx: AppContext, actor: CustomerActor, ...args: Args) => Promise<Result>,
): (ctx: AppContext, actor: CustomerActor, ...args: Args) => Promise<Result> {
  return async (ctx, actor, ...args) => {
    if (actor.anonymous) throw new AppError('gateway.customerOnly', {}, 403);
    const result = await run(ctx, actor, ...args);
    commandRan(name);
    return result;
  };
}
