import type { ClientMetadata } from 'oidc-provider';
import { timeZoneName } from '@freight/domain/zonedTime';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CompanyProfile } from '@freight/domain/company';
import { companyFromEnv } from './companyConfig';
import type { MailSettings } from './platform/mail/worker';
import { cacheBoundsFrom, type CacheBounds } from './platform/cacheBounds';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: run on this PostgreSQL. Absent: the embedded database under dataDir/db. */
  databaseUrl?: string;
  redisUrl?: string;
  production: boolean;
  /** Demo accounts and demo data; default on the embedded database outside production. */
  demo: boolean;
  tokenSecret: string;
  /** The captcha can only be switched off by CAPTCHA_ENABLED=false, for automated checks. */
  captchaDisabledByEnv: boolean;
  /** Minutes a session lives without activity. */
  sessionMinutes: number;
  /** Sign-in attempts one address may make per minute. */
  loginRateLimit: number;
  /** Which proxies' X-Forwarded-For to believe: false (none), true (all), or their addresses. */
  trustProxy: boolean | string[];
  kvPrefix: string;
  logLevel: string;
  webDist: string;
  /** The address users reach this server at; the sign-on issuer and redirects are built from it. */
  publicUrl: string;
  /** An external OpenID Connect provider for portal sign-on; absent: the built-in one. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; accountClaim: string };
  /** Extra relying parties registered with the built-in provider (SSO_CLIENTS, JSON array of client metadata). */
  ssoClients: ClientMetadata[];
  /** Mails go out through this SMTP server; absent: they are kept in the outbox and shown as not sent. */
  mail?: MailSettings;
  /** Seconds between two passes of the mail worker over the outbox. */
  mailPollSeconds: number;
  /** Seconds an instance holds a mail it is sending; another sends it again after that (its sender died mid-send). */
  mailHoldSeconds: number;
  /** What each in-process cache may hold (CACHE_* variables; platform/cacheBounds.ts). */
  caches: CacheBounds;
  /** Seconds a start may spend reading the open sea lanes into memory before taking calls (0: none). */
  lanesReadAheadSeconds: number;
  /** The IANA time zone whose clock back-office times are written and read on (RuoYi's `yyyy-MM-dd HH:mm:ss`). */
  timeZone: string;
  /** The provider's company: the quote letterhead and the portal's footer. */
  company: CompanyProfile;
}

const weakSecret = (s: string | undefined) => !s || s.length < 32 || /^(.)\1*$/.test(s) || /secret|changeme|password/i.test(s);

/** Demo and development secrets are generated once and kept beside the data, never in the repository. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  mkdirSync(dataDir, { recursive: true });
  // Instances sharing the folder may start together: the first link wins and every one reads the winner's whole file.
  const draft = join(dataDir, `token-secret.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** TIME_ZONE, checked at start-up: a misspelt zone would otherwise fail the first reply that carries a time. */
function parseTimeZone(value: string | undefined): string {
  const name = value || 'Asia/Shanghai';
  const zone = timeZoneName(name);
  if (!zone) throw new Error(`TIME_ZONE ${JSON.stringify(name)} is not a time zone: give an IANA name such as Asia/Shanghai.`);
  return zone;
}

/**
 * In production the public address and, when mails go out, their sender are stated: a guessed localhost would
 * put sign-on and mail links nobody can open, and a sender's domain that is not the company's into every mail.
 */
function requireProductionSettings(env: NodeJS.ProcessEnv): void {
  const missing = [!env.PUBLIC_URL && 'PUBLIC_URL (the address users reach the server at, e.g. https://rates.example.com)',
    env.SMTP_URL && !env.MAIL_FROM && 'MAIL_FROM (the sender of the mails SMTP_URL sends, e.g. "Freight desk <desk@example.com>")'].filter(Boolean);
  if (missing.length) throw new Error(`In production (NODE_ENV=production) set ${missing.join(' and ')}.`);
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const demo = env.DEMO ? env.DEMO === 'true' : !databaseUrl && !production;
  if (production && weakSecret(env.TOKEN_SECRET)) {
    throw new Error('TOKEN_SECRET must be set to a strong secret (32 characters or more) in production.');
  }
  if (production) requireProductionSettings(env);
  const port = Number(env.PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    production,
    demo,
    tokenSecret: env.TOKEN_SECRET && !weakSecret(env.TOKEN_SECRET) ? env.TOKEN_SECRET : persistedSecret(dataDir),
    captchaDisabledByEnv: env.CAPTCHA_ENABLED === 'false',
    sessionMinutes: Number(env.SESSION_MINUTES ?? 30),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    kvPrefix: env.KV_PREFIX ?? 'freight:',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl,
    oidc: env.OIDC_ISSUER
      ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID ?? '', clientSecret: env.OIDC_CLIENT_SECRET ?? '', accountClaim: env.OIDC_ACCOUNT_CLAIM ?? 'preferred_username' }
      : undefined,
    ssoClients: env.SSO_CLIENTS ? (JSON.parse(env.SSO_CLIENTS) as ClientMetadata[]) : [],
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM || `Freight portal <no-reply@${new URL(publicUrl).hostname}>` } : undefined,
    mailPollSeconds: Number(env.MAIL_POLL_SECONDS ?? 5),
    mailHoldSeconds: Number(env.MAIL_HOLD_SECONDS ?? 120),
    timeZone: parseTimeZone(env.TIME_ZONE),
    caches: cacheBoundsFrom(env),
    lanesReadAheadSeconds: Math.max(0, Number(env.LANES_READ_AHEAD_SECONDS ?? 30) || 0),
    company: companyFromEnv(env, demo),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
