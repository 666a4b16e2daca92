import type { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

// oidc-provider ships no types for its helpers: the address is a plain string so the import is typed here.
const storageModule = 'oidc-provider/lib/helpers/als.js';
/** The AsyncLocalStorage oidc-provider runs each of its requests in. */
export const providerRequestContext = ((await import(storageModule)) as { default: AsyncLocalStorage<unknown> }).default;

let inFlight = 0;

/**
 * On Node 20 a storage once used makes every promise of the process pay an async hook from then on, sign-on
 * request or not (about a third of a cached gateway call). The storage is switched off whenever no sign-on
 * request is in flight; the provider's next request switches it on again.
 */
export function trackSignOnRequest(response: ServerResponse): void {
  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    if (inFlight === 0) providerRequestContext.disable();
  });
}
