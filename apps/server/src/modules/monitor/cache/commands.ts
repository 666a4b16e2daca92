import { staffCommand } from '../../../platform/commands/command';
import { clearAllCaches, clearCacheKey, clearCacheName } from './service';

/** The cache monitor's permission also clears (RuoYi's rule). */
const permission = 'monitor:cache:list';

/** The shared store's caches are cleared by staff here only: by name, by key, or all. */
export const cacheCommands = {
  clearName: staffCommand('monitor:cache:clearCacheName', (ctx, _actor, cacheName: string) => clearCacheName(ctx, cacheName), permission),
  clearKey: staffCommand('monitor:cache:clearCacheKey', (ctx, _actor, cacheKey: string) => clearCacheKey(ctx, cacheKey), permission),
  clearAll: staffCommand('monitor:cache:clearCacheAll', (ctx) => clearAllCaches(ctx), permission),
};
