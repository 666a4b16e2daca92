import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeContent, signEnvelope, signingKey, type Envelope } from '@freight/domain';
import { setupI18n } from '../i18nTesting';
import { RequestError } from '../request/errors';
import { callCommand, callGateway, ensureCredentials, gatewayPath, setGatewayFeedback } from './client';
import { clearCredentials, onCredentialsChange, readCredentials, saveCredentials } from './credentials';
import { http } from './http';

type Answer = (config: InternalAxiosRequestConfig) => unknown;

const customer = { token: 'tok-customer', apiSecret: 'secret-customer', usercode: 'li.wei', isAnonymous: false };
const anonymous = { token: 'tok-anon', apiSecret: 'secret-anon', usercode: 'anon_1', isAnonymous: true };
const ok = (data: unknown) => ({ code: 200, msg: 'ok', status: 'ok', content: { data } });
const anonymousAccount = ok({ ...anonymous, anonymousId: anonymous.usercode });

let requests: InternalAxiosRequestConfig[];
const feedbackSpy = () => ({ error: vi.fn<(text: string) => void>(), warning: vi.fn<(text: string) => void>(), notifyError: vi.fn<(text: string) => void>() });
let feedback: ReturnType<typeof feedbackSpy>;

/** Answers by path; an answer may throw to stand for a transport failure. */
function serve(routes: Record<string, Answer>) {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = routes[config.url ?? ''];
    if (!answer) throw new Error(`unexpected call to ${config.url}`);
    return { data: await answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
}

const bodyOf = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string) as Envelope;

beforeAll(() => setupI18n({}, 'zh_CN'));
beforeEach(() => {
  requests = [];
  clearCredentials();
  localStorage.clear();
  feedback = feedbackSpy();
  setGatewayFeedback(feedback);
});
afterEach(() => vi.useRealTimers());

describe('gateway client', () => {
  it('signs a callYhApi command as the domain does and sends the bearer token', async () => {
    saveCredentials(customer);
    serve({ '/yhApi/callYhApi': () => ok({ usd: null, rub: null, rows: [] }) });
    const before = Math.floor(Date.now() / 1000);

    await expect(callCommand('invoicetrans', { maxrows: 100 })).resolves.toEqual({ usd: null, rub: null, rows: [] });

    const [request] = requests;
    expect(request!.method).toBe('post');
    expect(request!.baseURL).toBe('/api');
    expect(request!.timeout).toBe(60_000);
    expect(request!.headers.Authorization).toBe('Bearer tok-customer');
    expect(request!.headers['Accept-Language']).toBe('zh-CN');
    const envelope = bodyOf(request!);
    expect(envelope).toMatchObject({ usercode: 'li.wei', action: 'callYhApi', isAnonymous: false });
    expect(envelope.noncestr).toMatch(/^[A-Za-z0-9]{16,64}$/);
    expect(envelope.timestamp).toBeGreaterThanOrEqual(before);
    expect(envelope.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(decodeContent(envelope.content)).toEqual({ usercode: 'li.wei', key: 'invoicetrans', appid: '10001', data: { maxrows: 100 } });
    expect(envelope.sign).toBe(signEnvelope(signingKey('secret-customer'), envelope));
    expect(envelope.sign).not.toBe(signEnvelope(signingKey('another-secret'), envelope));
  });

  it('names the action by the path: /yhApi/<action>, and /yhLogin for yhLogin', async () => {
    expect(gatewayPath('fclRate')).toBe('/yhApi/fclRate');
    expect(gatewayPath('yhLogin')).toBe('/yhLogin');
    saveCredentials(customer);
    serve({ '/yhLogin': () => ok({ userInfo: { usercode: 'li.wei' } }), '/yhApi/fclRate': () => ok([]) });
    await callGateway('yhLogin');
    await callGateway('fclRate', { portofloadingcode: 'CNSHA' });
    expect(bodyOf(requests[0]!).action).toBe('yhLogin');
    const rate = bodyOf(requests[1]!);
    expect(rate.action).toBe('fclRate');
    expect(decodeContent(rate.content)).toMatchObject({ data: { portofloadingcode: 'CNSHA' } });
    expect(rate.noncestr).not.toBe(bodyOf(requests[0]!).noncestr);
  });

  it('obtains anonymous credentials first when it has none, once for concurrent calls, and keeps them', async () => {
    serve({ '/yhApi/callYhAnonymousApiAccount': () => anonymousAccount, '/yhApi/callYhApi': () => ok([]) });
    await Promise.all([callCommand('hotports', { ishot: 'Y' }), callCommand('tradelane', { isforbid: 'N' })]);
    expect(requests.map((r) => r.url)).toEqual(['/yhApi/callYhAnonymousApiAccount', '/yhApi/callYhApi', '/yhApi/callYhApi']);
    expect(requests[0]!.data).toBeUndefined();
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(bodyOf(requests[1]!)).toMatchObject({ usercode: 'anon_1', isAnonymous: true });
    expect(bodyOf(requests[1]!).sign).toBe(signEnvelope(signingKey('secret-anon'), bodyOf(requests[1]!)));
    expect(readCredentials()).toEqual(anonymous);
    expect(document.cookie).toContain('Portal-Token=tok-anon');
    expect(document.cookie).not.toContain('expires');
  });

  it('does not let late anonymous credentials replace a sign-in', async () => {
    let release: () => void = () => {};
    serve({ '/yhApi/callYhAnonymousApiAccount': () => new Promise((resolve) => (release = () => resolve(anonymousAccount))) });
    const pending = ensureCredentials();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    saveCredentials(customer);
    release();
    await expect(pending).resolves.toEqual(customer);
    expect(readCredentials()).toEqual(customer);
  });

  it('code 401 for a signed-in user: no message, credentials dropped, anonymous again', async () => {
    saveCredentials(customer);
    const changes: unknown[] = [];
    const stop = onCredentialsChange((next) => changes.push(next));
    serve({ '/yhApi/inquiryFclList': () => ({ code: 401, msg: 'expired', status: 'error' }), '/yhApi/callYhAnonymousApiAccount': () => anonymousAccount });

    const call = callGateway('inquiryFclList', { page: 0 });
    await expect(call).rejects.toMatchObject({ code: 401, notified: true });
    await vi.waitFor(() => expect(readCredentials()).toEqual(anonymous));
    expect(changes).toEqual([undefined, anonymous]);
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.warning).not.toHaveBeenCalled();
    expect(feedback.notifyError).not.toHaveBeenCalled();
    stop();
  });

  it('code 401 for an anonymous visitor renews the credentials and repeats the call once', async () => {
    saveCredentials({ ...anonymous, token: 'tok-old', usercode: 'anon_old' });
    serve({
      '/yhApi/callYhApi': (config) => (bodyOf(config).usercode === 'anon_old' ? { code: 401, msg: 'gone' } : ok(['CNSHA'])),
      '/yhApi/callYhAnonymousApiAccount': () => anonymousAccount,
    });
    await expect(callCommand('portlookup', { find: 'sha' })).resolves.toEqual(['CNSHA']);
    expect(requests.map((r) => r.url)).toEqual(['/yhApi/callYhApi', '/yhApi/callYhAnonymousApiAccount', '/yhApi/callYhApi']);
    expect(requests[2]!.headers.Authorization).toBe('Bearer tok-anon');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('code 500 shows an error toast and rejects with the message', async () => {
    saveCredentials(customer);
    serve({ '/yhApi/inquiryFcl': () => ({ code: 500, msg: '程序出错请联系管理员', status: 'error' }) });
    await expect(callGateway('inquiryFcl', {})).rejects.toThrow('程序出错请联系管理员');
    expect(feedback.error).toHaveBeenCalledWith('程序出错请联系管理员');
    expect(readCredentials()).toEqual(customer);
  });

  it('code 601 shows a warning toast', async () => {
    saveCredentials(customer);
    serve({ '/yhApi/inquiryFcl': () => ({ code: 601, msg: '请注意', status: 'error' }) });
    await expect(callGateway('inquiryFcl', {})).rejects.toBeInstanceOf(RequestError);
    expect(feedback.warning).toHaveBeenCalledWith('请注意');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('other codes notify with the mapped text, else the server message, else the default', async () => {
    saveCredentials(customer);
    const replies = [{ code: 403, msg: 'ignored' }, { code: 404 }, { code: 400, msg: '签名错误' }, { code: 418 }];
    serve({ '/yhApi/fclRate': () => replies.shift() });
    for (let i = 0; i < 4; i++) await expect(callGateway('fclRate', {})).rejects.toBeInstanceOf(RequestError);
    expect(feedback.notifyError.mock.calls.map((c) => c[0])).toEqual(['当前操作没有权限', '访问资源不存在', '签名错误', '系统未知错误，请反馈给管理员']);
  });

  it('maps network errors, timeouts and HTTP statuses to their texts', async () => {
    saveCredentials(customer);
    const failures = [
      (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config),
      (config: InternalAxiosRequestConfig) => new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED, config),
      (config: InternalAxiosRequestConfig) =>
        new AxiosError('Request failed with status code 502', AxiosError.ERR_BAD_RESPONSE, config, null, {
          status: 502, statusText: 'Bad Gateway', headers: {}, config, data: '',
        }),
    ];
    serve({
      '/yhApi/fclRate': (config) => {
        throw failures.shift()!(config);
      },
    });
    await expect(callGateway('fclRate')).rejects.toThrow('后端接口连接异常');
    await expect(callGateway('fclRate')).rejects.toThrow('系统接口请求超时');
    await expect(callGateway('fclRate')).rejects.toThrow('系统接口502异常');
    expect(feedback.error.mock.calls.map((c) => c[0])).toEqual(['后端接口连接异常', '系统接口请求超时', '系统接口502异常']);
    expect(readCredentials()).toEqual(customer);
  });

  it('a silent call rejects without showing anything', async () => {
    saveCredentials(customer);
    serve({ '/yhApi/logout': () => ({ code: 500, msg: 'boom' }) });
    await expect(callGateway('logout', undefined, { silent: true })).rejects.toMatchObject({ notified: false });
    expect(feedback.error).not.toHaveBeenCalled();
  });
});

describe('credentials', () => {
  it('needs both the token cookie and the stored secret', () => {
    saveCredentials(customer);
    expect(readCredentials()).toEqual(customer);
    document.cookie = 'Portal-Token=; path=/; max-age=0';
    expect(readCredentials()).toBeUndefined();
    saveCredentials(customer);
    localStorage.removeItem('portal.credentials');
    expect(readCredentials()).toBeUndefined();
  });

  it('keeps the secret out of the cookie and the token out of localStorage', () => {
    saveCredentials(customer);
    expect(document.cookie).not.toContain('secret-customer');
    expect(localStorage.getItem('portal.credentials')).not.toContain('tok-customer');
  });
});
