import { config } from 'zod/mini';

/**
 * Zod builds faster validators with `Function()` where the page allows it, and probes for that on the
 * first parse. Our Content-Security-Policy allows no eval, so the probe would be reported as a violation:
 * both apps tell zod not to try, before any form validates.
 */
export function validateWithoutEval() {
  config({ jitless: true });
}
