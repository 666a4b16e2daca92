import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** What one kind of page needs beyond the policy every reply carries. */
export interface PageAllowances {
  /** Inline scripts the page writes itself, allowed by their SHA-256 and nothing else. */
  inlineScripts?: string[];
  /** The sign-on service posts and redirects to its registered clients, wherever they live. */
  formsToAnyAddress?: boolean;
}

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The headers of every reply (portal, back office, API, sign-on pages, API docs), set by helmet.
 * Scripts come only from this server: the built pages have no inline script. Ant Design writes its
 * styles at run time, hence inline styles. No page is framed by another, not even by ours
 * (docs/decisions.md); inner-link menu entries frame other sites' https pages.
 */
export function securityHeaders(config: Config, page: PageAllowances = {}): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'", ...(page.inlineScripts ?? []).map(scriptHash)],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'https:'],
        'object-src': ["'none'"],
        'form-action': page.formsToAnyAddress ? null : ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Only this host: the product does not speak for sibling hosts of its domain.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, securityHeaders(config));
}
