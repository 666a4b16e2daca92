import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { decodeContent, signEnvelope, signingKey, type Envelope } from '@freight/domain';
import { setupI18n } from '../i18nTesting';
import { RequestError } from '../request/errors';
import { jsonReply, noAnswer, sentHeaders } from '../request/testing';
import { callCommand, callGateway, ensureCredentials, gatewayPath, setGatewayFeedback } from './client';
import { clearCredentials, onCredentialsChange, readCredentials, saveCredentials } from './credentials';
import { gatewayTimeoutMs, setPortalFetch } from './http';

/** One call as the server saw it: the address, the path under /api, and what fetch was given. */
interface Sent {
  address: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  data?: string;
  init: RequestInit;
}

/** A reply body (sent as JSON with HTTP 200), or a Response standing for anything else. */
type Answer = (request: Sent) => unknown;

const customer = { token: 'tok-customer', apiSecret: 'secret-customer', usercode: 'li.wei', isAnonymous: false };
const anonymous = { token: 'tok-anon', apiSecret: 'secret-anon', usercode: 'anon_1', isAnonymous: true };
const ok = (data: unknown) => ({ code: 200, msg: 'ok', status: 'ok', content: { data } });
const anonymousAccount = ok({ ...anonymous, anonymousId: anonymous.usercode });

let requests: Sent[];
const feedbackSpy = () => ({ error: vi.fn<(text: string) => void>(), warning: vi.fn<(text: string) => void>(), notifyError: vi.fn<(text: string) => void>() });
let feedback: ReturnType<typeof feedbackSpy>;

/** Answers by path; an answer may throw to stand for a lost connection. */
function serve(routes: Record<string, Answer>) {
  setPortalFetch(async (address, init) => {
    const request: Sent = {
      address, url: address.replace(/^\/api/, ''), method: init.method ?? 'GET', headers: sentHeaders(init), data: init.body as string | undefined, init,
    };
    requests.push(request);
    const answer = routes[request.url];
    if (!answer) throw new Error(`unexpected call to ${request.url}`);
    const reply = await answer(request);
    return reply instanceof Response ? reply : jsonReply(reply);
  });
}

const bodyOf = (request: Sent) => JSON.parse(request.data!) as Envelope;

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
    expect(request!.method).toBe('POST');
    expect(request!.address).toBe('/api/yhApi/callYhApi');
    expect(request!.headers['Content-Type']).toBe('application/json;charset=utf-8');
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
    await waitFor(() => expect(requests).toHaveLength(1));
    saveCredentials(customer);
    release();
    await expect(pending).resolves.toEqual(customer);
    expect(readCredentials()).toEqual(customer);
  });

  it('code 401 for a signed-in user: says the sign-in expired, once, drops the credentials and goes on anonymously', async () => {
    saveCredentials(customer);
    const changes: unknown[] = [];
    const stop = onCredentialsChange((next) => changes.push(next));
    serve({ '/yhApi/inquiryFclList': () => ({ code: 401, msg: 'expired', status: 'error' }), '/yhApi/callYhAnonymousApiAccount': () => anonymousAccount });

    const calls = [callGateway('inquiryFclList', { page: 0 }), callGateway('inquiryFclList', { page: 1 })];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 401, notified: true });
    await waitFor(() => expect(readCredentials()).toEqual(anonymous));
    expect(changes).toEqual([undefined, anonymous]);
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.warning).toHaveBeenCalledExactlyOnceWith('登录已过期，您现在以访客身份浏览');
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

  it('maps network errors, the 60 second timeout and HTTP statuses to their texts', async () => {
    saveCredentials(customer);
    const failures: Answer[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      (request) => noAnswer(request.init),
      () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    ];
    serve({ '/yhApi/fclRate': (request) => failures.shift()!(request) });
    await expect(callGateway('fclRate')).rejects.toThrow('后端接口连接异常');
    vi.useFakeTimers();
    let timeout: string | undefined;
    void callGateway('fclRate').catch((error: Error) => (timeout = error.message));
    await vi.advanceTimersByTimeAsync(gatewayTimeoutMs - 1);
    expect(timeout).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(timeout).toBe('系统接口请求超时');
    vi.useRealTimers();
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
