import type { DeptBody, Edited } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addDept, removeDept, updateDept } from './service';

/** Departments are added, edited and deleted here only, within the actor's data scope, whatever the door. */
export const deptCommands = {
  add: staffCommand('system:dept:add', (ctx, actor, body: DeptBody) => addDept(ctx, body, actor)),
  edit: staffCommand('system:dept:edit', (ctx, actor, body: Edited<DeptBody>) => updateDept(ctx, body, actor)),
  remove: staffCommand('system:dept:remove', (ctx, actor, deptId: number) => removeDept(ctx, deptId, actor)),
};
