import i18n from 'i18next';
import { buildEnvelope } from '@freight/domain';
import { codeMessage, RequestError, transportMessage } from '../request/errors';
import { clearCredentials, readCredentials, saveCredentials, stillCurrent, type GatewayCredentials } from './credentials';
import { http } from './http';

/** Every gateway reply is HTTP 200 with the outcome in `code` and `status` (design.md §5). */
export interface GatewayReply<T> {
  code: number;
  msg?: string;
  status?: 'ok' | 'error';
  content?: { data: T };
}

/** How gateway failures reach the person; the portal hands in its antd message and notification. */
export interface GatewayFeedback {
  /** Error toast: code 500 and transport failures. */
  error(text: string): void;
  /** Warning toast: code 601. */
  warning(text: string): void;
  /** Error notification: any other code. */
  notifyError(text: string): void;
}

const quiet: GatewayFeedback = { error: () => {}, warning: () => {}, notifyError: () => {} };
let feedback: GatewayFeedback = quiet;

/** Installs how failures are shown; returns the function that removes it again. */
export function setGatewayFeedback(next: GatewayFeedback): () => void {
  feedback = next;
  return () => {
    if (feedback === next) feedback = quiet;
  };
}

export interface CallOptions {
  /** Shows nothing on failure; the call still rejects (logout, background refreshes). */
  silent?: boolean;
}

/** `yhLogin` is served at /api/yhLogin; every other action at /api/yhApi/<action>. */
export function gatewayPath(action: string): string {
  return action === 'yhLogin' ? '/yhLogin' : `/yhApi/${action}`;
}

/**
 * The data of a gateway reply, or a RequestError carrying the reply's code and its text: the catalogue's text
 * for the code (portal.md §8), else the server's msg; `serverFirst` prefers the server's own words.
 */
function dataOf<T>(reply: GatewayReply<T> | undefined, notified: boolean, serverFirst = false): T {
  const code = reply?.code ?? 200;
  if (code === 200 && reply?.status !== 'error') return reply?.content?.data as T;
  const text = serverFirst || code === 200 ? reply?.msg || codeMessage(code === 200 ? 500 : code, undefined) : codeMessage(code, reply?.msg);
  throw new RequestError(text, { code, notified });
}

/** POSTs a plain JSON body (no envelope, no token) to a credential call and returns content.data; shows nothing. */
async function postCredentialCall<T>(path: string, body?: unknown): Promise<T> {
  try {
    const reply = await http.post<GatewayReply<T>>(path, body);
    return dataOf(reply, false, true);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(transportMessage(error), { notified: false, cause: error });
  }
}

interface AnonymousAccount extends GatewayCredentials {
  anonymousId: string;
}

let anonymousPending: Promise<GatewayCredentials> | undefined;

/**
 * Obtains anonymous credentials (callYhAnonymousApiAccount) and keeps them, unless a sign-in stored its own
 * meanwhile. Concurrent callers share one request.
 */
export function fetchAnonymousCredentials(): Promise<GatewayCredentials> {
  anonymousPending ??= postCredentialCall<AnonymousAccount>('/yhApi/callYhAnonymousApiAccount')
    .then(({ token, apiSecret, usercode, anonymousId }) => {
      const current = readCredentials();
      if (current) return current;
      const credentials = { token, apiSecret, usercode: usercode || anonymousId, isAnonymous: true };
      saveCredentials(credentials);
      return credentials;
    })
    .finally(() => {
      anonymousPending = undefined;
    });
  return anonymousPending;
}

/** The credentials in force; a visitor without any gets anonymous ones first. */
export async function ensureCredentials(): Promise<GatewayCredentials> {
  return readCredentials() ?? fetchAnonymousCredentials();
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface SignedInAccount<UserInfo> extends GatewayCredentials {
  idToken: string;
  userInfo?: UserInfo;
}

/** Turns the sign-on's authorization code into a signed-in account (callYhApiAccount). Shows nothing; rejects with the server's msg. */
export function exchangeSignInCode<UserInfo>(body: CodeExchange): Promise<SignedInAccount<UserInfo>> {
  return postCredentialCall<SignedInAccount<UserInfo>>('/yhApi/callYhApiAccount', body);
}

/** The session behind these credentials ended (code 401): forget them and become an anonymous visitor again. */
function sessionEnded(credentials: GatewayCredentials): Promise<GatewayCredentials> {
  if (stillCurrent(credentials)) clearCredentials();
  return fetchAnonymousCredentials();
}

interface Command {
  key?: string;
  data?: unknown;
}

async function send<T>(action: string, command: Command, options: CallOptions, renewed = false): Promise<T> {
  const show = !options.silent;
  let credentials: GatewayCredentials;
  try {
    credentials = await ensureCredentials();
  } catch (error) {
    if (show && error instanceof RequestError) feedback.error(error.message);
    throw error;
  }
  const { token, usercode, isAnonymous, apiSecret } = credentials;
  const envelope = buildEnvelope({ usercode, isAnonymous, apiSecret, action, command });

  let reply: GatewayReply<T>;
  try {
    reply = await http.post<GatewayReply<T>>(gatewayPath(action), envelope, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    const text = transportMessage(error);
    if (show) feedback.error(text);
    throw new RequestError(text, { notified: show, cause: error });
  }

  const code = reply?.code ?? 200;
  if (code === 401) {
    // A visitor's anonymous call is repeated once with fresh anonymous credentials, saying nothing.
    const endsSignIn = !isAnonymous && stillCurrent(credentials);
    const renewal = sessionEnded(credentials);
    if (isAnonymous && !renewed) {
      try {
        await renewal;
      } catch (error) {
        if (show && error instanceof RequestError) feedback.error(error.message);
        throw error;
      }
      return send<T>(action, command, options, true);
    }
    renewal.catch(() => {});
    // A customer's sign-in ended (expired, or ended elsewhere): the page goes on as a visitor's, and the first call to
    // find out says why.
    if (endsSignIn) feedback.warning(i18n.t('messages:session.expired'));
    throw new RequestError(codeMessage(401, reply.msg), { code, notified: true });
  }
  try {
    return dataOf(reply, show);
  } catch (error) {
    if (show && error instanceof RequestError) {
      if (error.code === 500) feedback.error(error.message);
      else if (error.code === 601) feedback.warning(error.message);
      else feedback.notifyError(error.message);
    }
    throw error;
  }
}

/** A signed gateway call: POST /api/yhApi/<action> (or /api/yhLogin) with the envelope; resolves to content.data. */
export function callGateway<T = unknown>(action: string, data?: unknown, options: CallOptions = {}): Promise<T> {
  return send<T>(action, { data }, options);
}

/** A callYhApi command named by `key` (portlookup, invoicetrans, ...); resolves to content.data. */
export function callCommand<T = unknown>(key: string, data?: unknown, options: CallOptions = {}): Promise<T> {
  return send<T>('callYhApi', { key, data }, options);
}
