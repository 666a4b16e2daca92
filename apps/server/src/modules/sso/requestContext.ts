import type { ServerResponse } from 'node:http';
import providerRequestContext from 'oidc-provider/lib/helpers/als.js';

let inFlight = 0;

/**
 * oidc-provider keeps each of its requests in an AsyncLocalStorage. On Node 20 a storage once used makes
 * every promise of the process pay an async hook from then on, sign-on request or not (about a third of
 * a cached gateway call). The storage is switched off whenever no sign-on request is in flight; the
 * provider's next request switches it on again.
 */
export function trackSignOnRequest(response: ServerResponse): void {
  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
    if (inFlight === 0) providerRequestContext.disable();
  });
}
