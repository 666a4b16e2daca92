import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page that needs more than the policy of every reply (the sign-on service). */
    pageAllowances?: PageAllowances;
    /** The headers of this route's replies, worked out when the route is added. */
    securityHeaders?: SecurityHeaders;
  }
}

/** What one kind of page needs beyond the policy every reply carries. */
export interface PageAllowances {
  /** Inline scripts the page writes itself, allowed by their SHA-256 and nothing else. */
  inlineScripts?: string[];
  /** The sign-on service posts and redirects to its registered clients, wherever they live. */
  formsToAnyAddress?: boolean;
  /** A page the product's own screens frame (RuoYi-Vue3's 系统接口 frames Swagger UI): framed by this origin, no other. */
  framedBySameOrigin?: boolean;
}

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The headers of every reply (portal, back office, API, sign-on pages, API docs), set by helmet.
 * Scripts come only from this server: the built pages have no inline script. Ant Design writes its
 * styles at run time, hence inline styles. No page is framed by another, not even by ours (docs/decisions.md), but
 * one that asks for it (`framedBySameOrigin`); inner-link menu entries frame other sites' https pages.
 */
export function securityOptions(config: Config, page: PageAllowances = {}): HelmetOptions {
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
        'frame-ancestors': page.framedBySameOrigin ? ["'self'"] : ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    xFrameOptions: { action: page.framedBySameOrigin ? 'sameorigin' : 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Only this host: the product does not speak for sibling hosts of its domain.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
  };
}

/**
 * Browser features no page of the product uses, switched off for every page and anything it frames; full screen
 * stays for the back office's own full-screen button.
 */
export const permissionsPolicy = [
  'accelerometer=()', 'ambient-light-sensor=()', 'autoplay=()', 'bluetooth=()', 'browsing-topics=()', 'camera=()', 'display-capture=()',
  'encrypted-media=()', 'fullscreen=(self)', 'geolocation=()', 'gyroscope=()', 'hid=()', 'idle-detection=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=()', 'picture-in-picture=()', 'publickey-credentials-get=()', 'screen-wake-lock=()', 'serial=()',
  'usb=()', 'xr-spatial-tracking=()',
].join(', ');

/** The headers helmet writes for a set of options (and the permissions policy, which helmet does not write), and the ones it takes away. */
export interface SecurityHeaders {
  set: readonly (readonly [name: string, value: string])[];
  removed: readonly string[];
}

/**
 * Asks helmet once which headers its options make: they depend on nothing in the request, and building its
 * middleware (parsing and checking every directive) for each reply cost about a twentieth of a cached search.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  set.push(['Permissions-Policy', permissionsPolicy]);
  return { set, removed };
}

/**
 * Every reply (API, pages, files, sign-on service, even one that takes over its socket) gets the policy before
 * its handler runs, so a handler can still narrow it; a route with `pageAllowances` gets its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const everyReply = securityHeaders(securityOptions(config));
  app.addHook('onRoute', (route) => {
    const allowances = route.config?.pageAllowances;
    if (allowances) route.config = { ...route.config, securityHeaders: securityHeaders(securityOptions(config, allowances)) };
  });
  app.addHook('onRequest', (req, reply, done) => {
    const { set, removed } = req.routeOptions.config?.securityHeaders ?? everyReply;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}
