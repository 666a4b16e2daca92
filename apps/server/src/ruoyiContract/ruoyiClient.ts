import { createTestApp, signIn, type TestApp } from '../../test/harness';

type Params = Record<string, unknown>;

/** Query text as RuoYi-Vue3 writes a GET's params (utils/ruoyi.js `tansParams`): empties left out, objects as `a[b]`. */
export function ruoyiQuery(params: Params): string {
  const parts: string[] = [];
  const present = (value: unknown) => value !== null && value !== '' && value !== undefined;
  for (const [name, value] of Object.entries(params)) {
    if (!present(value)) continue;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Params)) if (present(inner)) parts.push(`${encodeURIComponent(`${name}[${key}]`)}=${encodeURIComponent(String(inner))}`);
    } else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** Query text as axios writes the params of a POST, PUT or DELETE (RuoYi-Vue3 sends `params` there unchanged). */
function axiosQuery(params: Params): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(Array.isArray(value) ? `${name}[]` : name)}=${encodeURIComponent(String(item))}`);
  }
  return parts.join('&');
}

export interface RuoyiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as RuoYi-Vue3's `src/api/**` writes it, under its base (`/system/user/list`). */
  url: string;
  params?: Params;
  data?: unknown;
  /** `isToken: false` calls (captcha, login, register) go without the token. */
  withoutToken?: boolean;
  /** A `FormData` of one file (an upload): sent as the browser sends it, multipart whatever content type the call names. */
  file?: { field: string; filename: string; type: string; content: Buffer };
}

/** The multipart body a browser writes for a `FormData` holding one file. */
function formData(file: NonNullable<RuoyiCall['file']>) {
  const boundary = `----RuoyiContract${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Calls made exactly as RuoYi-Vue3 (v3.9.2) makes them through `utils/request.js`: its base path (here our `/api`),
 * `Content-Type: application/json;charset=utf-8` on calls with data, `Authorization: Bearer <token>`, GET params by
 * `tansParams`, other params by axios. Replies are parsed JSON (or the raw reply for files).
 */
export async function ruoyiClient(t: TestApp, username = 'admin', password = 'admin123') {
  const { token } = await signIn(t, username, password);
  if (!token) throw new Error(`${username} could not sign in`);
  const send = (call: RuoyiCall) => {
    const query = call.params ? (call.method === 'GET' ? ruoyiQuery(call.params) : axiosQuery(call.params)) : '';
    // axios drops the content type of a call without data; the browser names a FormData's boundary itself.
    const form = call.file && formData(call.file);
    const body = form ? { payload: form.payload, contentType: form.contentType }
      : call.data === undefined ? undefined : { payload: JSON.stringify(call.data), contentType: 'application/json;charset=utf-8' };
    return t.app.inject({
      method: call.method,
      url: `/api${call.url}${query ? `?${query}` : ''}`,
      headers: {
        ...(body ? { 'content-type': body.contentType } : {}),
        ...(call.withoutToken ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body ? { payload: body.payload } : {}),
    });
  };
  return {
    token,
    send,
    /** The reply's JSON body. */
    call: async (call: RuoyiCall) => (await send(call)).json() as Record<string, unknown>,
  };
}

export type RuoyiClient = Awaited<ReturnType<typeof ruoyiClient>>;

/** A contract file's app on its own database, with the administrator signed in as RuoYi-Vue3 signs in. */
export async function startRuoyiApp(): Promise<{ t: TestApp; admin: RuoyiClient }> {
  const t = await createTestApp();
  return { t, admin: await ruoyiClient(t) };
}
