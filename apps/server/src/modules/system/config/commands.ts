import type { ConfigBody, Edited } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addConfig, removeConfigs, updateConfig } from './service';
import { clearConfigCache } from './values';

/** Parameters are added, edited, deleted and their cache refreshed here only, whatever the door. */
export const configCommands = {
  add: staffCommand('system:config:add', (ctx, actor, body: ConfigBody) => addConfig(ctx, body, actor.userName)),
  edit: staffCommand('system:config:edit', (ctx, actor, body: Edited<ConfigBody>) => updateConfig(ctx, body, actor.userName)),
  remove: staffCommand('system:config:remove', (ctx, _actor, configIds: number[]) => removeConfigs(ctx, configIds)),
  // Refreshing is offered to whoever may delete parameters (RuoYi's rule).
  refreshCache: staffCommand('system:config:refreshCache', (ctx) => clearConfigCache(ctx), 'system:config:remove'),
};
