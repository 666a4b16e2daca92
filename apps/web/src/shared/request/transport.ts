import { TransportError } from './errors';

/** The browser's fetch, or a stand-in that answers in memory (tests). */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** One request as it leaves: full url, method, final headers, encoded body, time limit and how to read the reply. */
export interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  timeout: number;
  /** Files are read as a Blob; anything else as text, which also keeps replies readable in the browser's developer tools. */
  reply: 'blob' | 'text';
}

/** Sends a request and resolves to the reply's body; rejects with a TransportError when there is no reply to read. */
export type Transport = (request: Outgoing) => Promise<Blob | string>;

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The `msg` of a JSON failure reply ({code, msg}); the body is always read or cancelled, as an unread one holds its connection. */
async function serverMessage(response: Response): Promise<string | undefined> {
  if (!/json/.test(response.headers.get('content-type') ?? '')) {
    void response.body?.cancel();
    return undefined;
  }
  const reply = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  return typeof reply?.msg === 'string' && reply.msg ? reply.msg : undefined;
}

/** Sends through fetch; the time limit covers reading the body too, as a slow download is still a slow reply. */
export function fetchTransport(fetch: Fetch): Transport {
  return async ({ method, url, headers, body, timeout, reply }) => {
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeout);
    try {
      const response = await fetch(url, { method, headers, body, signal: abort.signal });
      if (!isSuccess(response.status)) throw new TransportError('status', { status: response.status, serverMessage: await serverMessage(response) });
      return await (reply === 'blob' ? response.blob() : response.text());
    } catch (error) {
      if (error instanceof TransportError) throw error;
      throw new TransportError(timedOut ? 'timeout' : 'network', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Sends through XMLHttpRequest, the one browser API that reports upload progress over HTTP/1.1; `onProgress`
 * gets the uploaded share, 0 to 100.
 */
export function uploadTransport(onProgress: (percent: number) => void): Transport {
  return ({ method, url, headers, body, timeout, reply }) => new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = reply;
    xhr.timeout = timeout;
    xhr.upload.onprogress = (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0);
    xhr.onload = () => {
      if (isSuccess(xhr.status)) resolve(xhr.response as Blob | string);
      else reject(new TransportError('status', { status: xhr.status }));
    };
    xhr.onerror = () => reject(new TransportError('network'));
    xhr.ontimeout = () => reject(new TransportError('timeout'));
    xhr.send(body ?? null);
  });
}
