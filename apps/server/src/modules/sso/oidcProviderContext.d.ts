/** oidc-provider's own request storage (the package ships no types for its helpers). */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';
  const requestContext: AsyncLocalStorage<unknown>;
  export default requestContext;
}
