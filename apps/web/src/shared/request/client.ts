import i18n from 'i18next';
import type { Language } from '@freight/domain';
import { currentLanguage } from '../i18n';
import { createDuplicateGuard } from './duplicateGuard';
import { codeMessage, RequestError, transportMessage } from './errors';
import type { RequestFeedback } from './feedback';
import { createHttp, type Method } from './http';
import type { FileOptions, RequestOptions } from './options';
import { serializeParams } from './params';
import type { Reply } from './reply';
import { saveBlob } from './saveBlob';
import type { Fetch } from './transport';

export interface RequestClientOptions {
  feedback: RequestFeedback;
  getToken: () => string | undefined;
  baseURL?: string;
  /** Replaces the network; tests answer calls without a server. */
  fetch?: Fetch;
}

export interface RequestClient {
  get(url: string, options: FileOptions): Promise<Blob>;
  get<T extends Reply>(url: string, options?: RequestOptions): Promise<T>;
  post(url: string, data: unknown, options: FileOptions): Promise<Blob>;
  post<T extends Reply>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T extends Reply>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  delete<T extends Reply>(url: string, options?: RequestOptions): Promise<T>;
  /** Posts form-encoded params and saves the file the server returns (back-office.md §4, §8). */
  download(url: string, params: Record<string, unknown>, fileName: string): Promise<void>;
}

export const requestTimeoutMs = 60_000;

const acceptLanguage: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en-US', ru_Ru: 'ru-RU' };

/** A file reply that is JSON carries a business refusal instead of the file. */
const isJson = (blob: Blob) => blob.type.split(';')[0] === 'application/json';

export function createRequestClient({ feedback, getToken, baseURL = '/api', fetch }: RequestClientOptions): RequestClient {
  const send = createHttp({ baseURL, timeout: requestTimeoutMs, fetch });
  const isDuplicate = createDuplicateGuard();
  let reloginAsked = false;

  function askRelogin() {
    if (reloginAsked) return;
    reloginAsked = true;
    void feedback.confirmRelogin().then((relogin) => {
      reloginAsked = false;
      if (relogin) feedback.endSession();
    });
  }

  function headersFor(options: RequestOptions): Record<string, string> {
    const headers = { ...options.headers, 'Accept-Language': acceptLanguage[currentLanguage()] };
    const token = getToken();
    return token && !options.withoutToken ? { ...headers, Authorization: `Bearer ${token}` } : headers;
  }

  /** Resolves a reply of code 200; any other code is shown as the code asks and rejects. */
  function businessReply<T>(reply: unknown): T {
    const code = (reply as Partial<Reply> | undefined)?.code ?? 200;
    if (code === 200) return reply as T;
    const text = codeMessage(code, (reply as Reply).msg);
    if (code === 401) {
      askRelogin();
      throw new RequestError(text, { code, notified: true });
    }
    if (code === 500) feedback.error(text);
    else if (code === 601) feedback.warning(text);
    else feedback.notifyError(text);
    throw new RequestError(text, { code });
  }

  /** A call; `failedText` names a failure before any reply (by default the network, the time limit or the HTTP status). */
  async function call<T>(method: Method, url: string, data?: unknown, options: RequestOptions = {}, failedText = transportMessage): Promise<T> {
    const submits = method === 'POST' || method === 'PUT';
    if (submits && !options.allowRepeat && isDuplicate(url, data)) {
      const text = i18n.t('messages:http.duplicate');
      feedback.error(text);
      throw new RequestError(text);
    }
    let reply: unknown;
    try {
      reply = await send(method, url, data, { ...options, headers: headersFor(options) });
    } catch (error) {
      const text = failedText(error);
      feedback.error(text);
      throw new RequestError(text, { cause: error });
    }
    return options.responseType === 'blob' ? (reply as T) : businessReply<T>(reply);
  }

  /** A download that gets no file says so (back-office.md §8), whatever stopped it; a refusal in JSON says why. */
  async function download(url: string, params: Record<string, unknown>, fileName: string) {
    const hide = feedback.downloading();
    const failed = () => i18n.t('messages:http.download');
    try {
      const blob = await call<Blob>('POST', url, serializeParams(params as Record<string, never>), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        responseType: 'blob',
      }, failed);
      if (isJson(blob)) {
        const reply = JSON.parse(await blob.text()) as Reply;
        feedback.error(codeMessage(reply.code, reply.msg));
      } else saveBlob(blob, fileName);
    } catch (error) {
      if (!(error instanceof RequestError)) feedback.error(failed());
    } finally {
      hide();
    }
  }

  return {
    get: <T>(url: string, options?: RequestOptions) => call<T>('GET', url, undefined, options),
    post: <T>(url: string, data?: unknown, options?: RequestOptions) => call<T>('POST', url, data, options),
    put: (url, data, options) => call('PUT', url, data, options),
    delete: (url, options) => call('DELETE', url, undefined, options),
    download,
  };
}
