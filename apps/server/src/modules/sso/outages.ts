import type Provider from 'oidc-provider';
import { messages, translate } from '@freight/domain';
import { isDependencyDown } from '../../platform/unavailable';
import { providerPageLanguage, unavailablePage } from './pages';

/**
 * The provider answers any failure underneath it with a 500 of its own. An outage of the database or Redis is
 * answered as on every other route instead (platform/errorHandler.ts): HTTP 503 in the caller's language, a page
 * for a browser and `{ code, msg }` for a JSON caller.
 */
export function answerOutagesWith503(provider: Provider): void {
  const outages = new WeakSet<object>();
  provider.on('server_error', (koa, error) => {
    if (isDependencyDown(error)) outages.add(koa);
  });
  provider.use(async (koa, next) => {
    try {
      await next();
    } catch (error) {
      if (!isDependencyDown(error)) throw error;
      outages.add(koa);
    }
    if (!outages.has(koa)) return;
    const language = providerPageLanguage(koa);
    koa.status = 503;
    koa.body = koa.accepts('json', 'html') === 'html'
      ? unavailablePage(language)
      : { code: 503, msg: translate(messages, language, 'service.unavailable') };
  });
}
