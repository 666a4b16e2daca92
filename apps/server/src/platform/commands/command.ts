import type { AppContext } from '../context';
import { requirePermission, type Actor } from './actor';
import { commandRan } from './doors';

/**
 * A staff command of one entity and action that is not a freight record (a post's add, a job's run, a role's data
 * scope): the one place its rules are checked, whatever door calls it. It checks the actor's permission from the
 * permissions loaded on this request, then runs the action's own rules (scope, business rules, version) and write,
 * and records that it ran, so the route declaring it can be held to it (doors.ts).
 *
 * `name` is the command's name in the route table; the permission is the same name unless the action shares another
 * action's permission (a status switch is an edit); `null` for what every signed-in person may do to their own data.
 */
export function staffCommand<Args extends unknown[], Result>(
  name: string,
  run: (ctx: AppContext, actor: Actor, ...args: Args) => Promise<Result>,
  permission: string | null = name,
): (ctx: AppContext, actor: Actor, ...args: Args) => Promise<Result> {
  return async (ctx, actor, ...args) => {
    if (permission) requirePermission(actor, permission);
    const result = await run(ctx, actor, ...args);
    commandRan(name);
    return result;
  };
}
