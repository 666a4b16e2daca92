import type { MessageKey } from '@freight/domain';

/**
 * The caches the product keeps in the shared store, as RuoYi's cache list names them (`sys_config:`, the colon
 * included; a cache of one key without a colon by that key) and what each holds. Listed even when empty, like
 * RuoYi's; any other prefix found in the store is listed after them.
 */
export const knownCaches: readonly (readonly [cacheName: string, remark: MessageKey])[] = [
  ['session:', 'cache.remark.session'],
  ['portal_session:', 'cache.remark.portalSession'],
  ['sys_config:', 'cache.remark.config'],
  ['sys_dict:', 'cache.remark.dict'],
  ['captcha:', 'cache.remark.captcha'],
  ['pwd_err_cnt:', 'cache.remark.passwordErrors'],
  ['pwd_err_all:', 'cache.remark.passwordErrorsAll'],
  ['account_epoch:', 'cache.remark.accountEpoch'],
  ['access_version', 'cache.remark.accessVersion'],
  ['oidc:', 'cache.remark.sso'],
  ['job:', 'cache.remark.job'],
  ['inquiries:', 'cache.remark.inquiries'],
  ['rate:', 'cache.remark.rate'],
  ['nonce:', 'cache.remark.nonce'],
  ['quote-pdf:', 'cache.remark.quotePdf'],
];

/** Caches whose values are reference data and may be shown; other values (sessions, captchas, sign-on grants) never are. */
export const readableCaches = new Set(['sys_dict', 'sys_config']);

/**
 * Caches whose key names are themselves secrets (the sign-on service's tokens, codes and session ids; one-time quote
 * links): counted and cleared, but their keys never listed.
 */
export const unlistedCaches = new Set(['oidc', 'quote-pdf']);

/** A cache is the group of keys sharing the text before the first ':' (a key without one is a cache of its own). */
export const cacheOf = (key: string) => key.split(':', 1)[0]!;

/** The cache a name means, written with its colon (RuoYi's `sys_config:`) or without (our screen's `sys_config`). */
export const bareName = (cacheName: string) => (cacheName.endsWith(':') ? cacheName.slice(0, -1) : cacheName);
