import type { AppContext } from '../context';
import { requirePermission, type Actor } from './actor';
import { commandRan } from './doors';

/** One action on one entity that every door calls: named by its permission, which it checks from the actor's current data. */
export type Command<I, O> = (ctx: AppContext, actor: Actor, input: I) => Promise<O>;

/**
 * Makes the command of an action: the permission first (whatever door called), then the action's own rules and writes.
 * `run` holds the entity's rules for this action (data scope, business rules, the version read) and writes.
 */
export function command<I, O>(permission: string, run: Command<I, O>): Command<I, O> {
  return async (ctx, actor, input) => {
    commandRan(permission);
    requirePermission(actor, permission);
    return run(ctx, actor, input);
  };
}
