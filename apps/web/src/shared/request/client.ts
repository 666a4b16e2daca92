import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import i18n from 'i18next';
import type { Language } from '@freight/domain';
import { currentLanguage } from '../i18n';
import { createDuplicateGuard } from './duplicateGuard';
import { codeMessage, RequestError, transportMessage } from './errors';
import type { RequestFeedback } from './feedback';
import { serializeParams } from './params';
import type { Reply } from './reply';
import { saveBlob } from './saveBlob';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sends no bearer token (login, register, captcha). */
    withoutToken?: boolean;
    /** Lets the same POST/PUT through again within the duplicate window. */
    allowRepeat?: boolean;
  }
}

export interface RequestClientOptions {
  feedback: RequestFeedback;
  getToken: () => string | undefined;
  baseURL?: string;
  /** Replaces the transport; tests answer calls without a server. */
  adapter?: AxiosAdapter;
}

export interface RequestClient {
  get<T extends Reply>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T extends Reply>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T extends Reply>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T extends Reply>(url: string, config?: AxiosRequestConfig): Promise<T>;
  /** Posts form-encoded params and saves the file the server returns (back-office.md §4, §8). */
  download(url: string, params: Record<string, unknown>, fileName: string): Promise<void>;
}

export const requestTimeoutMs = 60_000;

const acceptLanguage: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en-US', ru_Ru: 'ru-RU' };

export function createRequestClient({ feedback, getToken, baseURL = '/api', adapter }: RequestClientOptions): RequestClient {
  const http = axios.create({
    baseURL,
    timeout: requestTimeoutMs,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, never>) },
    ...(adapter ? { adapter } : {}),
  });
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

  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token && !config.withoutToken) config.headers.Authorization = `Bearer ${token}`;
    config.headers['Accept-Language'] = acceptLanguage[currentLanguage()];
    const submits = config.method === 'post' || config.method === 'put';
    if (submits && !config.allowRepeat && isDuplicate(config.url ?? '', config.data)) {
      const text = i18n.t('messages:http.duplicate');
      feedback.error(text);
      throw new RequestError(text);
    }
    return config;
  });

  http.interceptors.response.use(
    (response: AxiosResponse<Reply>) => {
      const type = response.config.responseType;
      if (type === 'blob' || type === 'arraybuffer') return response;
      const code = response.data?.code ?? 200;
      if (code === 200) return response;
      const text = codeMessage(code, response.data.msg);
      if (code === 401) {
        askRelogin();
        throw new RequestError(text, { code, notified: true });
      }
      if (code === 500) feedback.error(text);
      else if (code === 601) feedback.warning(text);
      else feedback.notifyError(text);
      throw new RequestError(text, { code });
    },
    (error: unknown) => {
      if (error instanceof RequestError) throw error;
      const text = transportMessage(error);
      feedback.error(text);
      throw new RequestError(text, { cause: error });
    },
  );

  async function download(url: string, params: Record<string, unknown>, fileName: string) {
    const hide = feedback.downloading();
    try {
      const response = await http.post<Blob>(url, serializeParams(params as Record<string, never>), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        responseType: 'blob',
      });
      const blob = response.data;
      if (blob.type === 'application/json') {
        const reply = JSON.parse(await blob.text()) as Reply;
        feedback.error(codeMessage(reply.code, reply.msg));
      } else saveBlob(blob, fileName);
    } catch (error) {
      if (!(error instanceof RequestError)) feedback.error(i18n.t('messages:http.download'));
    } finally {
      hide();
    }
  }

  return {
    get: (url, config) => http.get(url, config).then((r) => r.data),
    post: (url, data, config) => http.post(url, data, config).then((r) => r.data),
    put: (url, data, config) => http.put(url, data, config).then((r) => r.data),
    delete: (url, config) => http.delete(url, config).then((r) => r.data),
    download,
  };
}
