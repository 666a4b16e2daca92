import type { DictDataBody, DictTypeBody, Edited } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { clearDictCache } from '../../../platform/dictionary';
import { addDictData, removeDictData, updateDictData } from './dataService';
import { addDictType, removeDictTypes, updateDictType } from './typeService';

/**
 * Dictionary types and their entries are added, edited, deleted and the dictionary cache refreshed here only, whatever
 * the door; both share the dictionary permissions, under command names of their own.
 */
export const dictTypeCommands = {
  add: staffCommand('system:dict:type:add', (ctx, actor, body: DictTypeBody) => addDictType(ctx, body, actor.userName), 'system:dict:add'),
  edit: staffCommand('system:dict:type:edit', (ctx, actor, body: Edited<DictTypeBody>) => updateDictType(ctx, body, actor.userName), 'system:dict:edit'),
  remove: staffCommand('system:dict:type:remove', (ctx, _actor, dictIds: number[]) => removeDictTypes(ctx, dictIds), 'system:dict:remove'),
  // Refreshing is offered to whoever may delete dictionaries (RuoYi's rule).
  refreshCache: staffCommand('system:dict:refreshCache', (ctx) => clearDictCache(ctx), 'system:dict:remove'),
};

export const dictDataCommands = {
  add: staffCommand('system:dict:data:add', (ctx, actor, body: DictDataBody) => addDictData(ctx, body, actor.userName), 'system:dict:add'),
  edit: staffCommand('system:dict:data:edit', (ctx, actor, body: Edited<DictDataBody>) => updateDictData(ctx, body, actor.userName), 'system:dict:edit'),
  remove: staffCommand('system:dict:data:remove', (ctx, _actor, dictCodes: number[]) => removeDictData(ctx, dictCodes), 'system:dict:remove'),
};
