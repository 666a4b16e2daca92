import i18n from 'i18next';

/** A rejected call. `notified` tells callers the person has already been shown the message. */
export class RequestError extends Error {
  readonly code: number | undefined;
  readonly notified: boolean;

  constructor(message: string, options: { code?: number; notified?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RequestError';
    this.code = options.code;
    this.notified = options.notified ?? true;
  }
}

const codeMessageKeys: Record<number, string> = {
  401: 'messages:http.401',
  403: 'messages:http.403',
  404: 'messages:http.404',
};

/** Text for a reply whose business code is not 200: the code's own text, else the server's msg, else the default. */
export function codeMessage(code: number, msg: string | undefined): string {
  const key = codeMessageKeys[code];
  if (key) return i18n.t(key);
  return msg || i18n.t('messages:http.default');
}

/** Why a call got no reply to read: an HTTP status outside 2xx, the time limit, or no connection at all. */
export type TransportFailure = 'status' | 'timeout' | 'network';

/** A call that failed before a business reply arrived. */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly status: number | undefined;
  /** The server's own explanation carried with the status (a 503 while the database or Redis is away), if any. */
  readonly serverMessage: string | undefined;

  constructor(failure: TransportFailure, options: { status?: number; serverMessage?: string; cause?: unknown } = {}) {
    super(failure === 'status' ? `HTTP ${options.status}` : failure, { cause: options.cause });
    this.name = 'TransportError';
    this.failure = failure;
    this.status = options.status;
    this.serverMessage = options.serverMessage;
  }
}

/** Text for a call that failed before a business reply arrived (network, timeout, HTTP status). */
export function transportMessage(error: unknown): string {
  if (!(error instanceof TransportError)) return error instanceof Error ? error.message : i18n.t('messages:http.default');
  if (error.failure === 'status') return error.serverMessage || i18n.t('messages:http.status', { status: error.status });
  return i18n.t(`messages:http.${error.failure}`);
}
