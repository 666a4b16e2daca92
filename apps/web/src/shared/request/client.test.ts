import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupTestI18n } from '../../admin/testing';
import { createRequestClient } from './client';
import { RequestError } from './errors';
import type { RequestFeedback } from './feedback';
import { jsonReply, noAnswer, sentHeaders } from './testing';
import type { Fetch } from './transport';

function feedbackSpy() {
  return {
    error: vi.fn(),
    warning: vi.fn(),
    notifyError: vi.fn(),
    confirmRelogin: vi.fn(() => Promise.resolve(true)),
    endSession: vi.fn(),
    downloading: vi.fn(() => vi.fn()),
  } satisfies RequestFeedback;
}

const reply = (data: unknown): Fetch => async () => jsonReply(data);
const fileReply = (content: string, type: string): Fetch => async () => new Response(content, { headers: { 'Content-Type': type } });

let feedback: ReturnType<typeof feedbackSpy>;
beforeAll(setupTestI18n);
beforeEach(() => {
  feedback = feedbackSpy();
});

const client = (fetch: Fetch, token?: string) => createRequestClient({ feedback, getToken: () => token, fetch });

describe('request client', () => {
  it('resolves the reply of code 200 and sends the bearer token and the language', async () => {
    const fetch = vi.fn(reply({ code: 200, data: [1] }));
    await expect(client(fetch, 'abc').get('/getRouters')).resolves.toEqual({ code: 200, data: [1] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/getRouters');
    expect(init.method).toBe('GET');
    expect(sentHeaders(init).Authorization).toBe('Bearer abc');
    expect(sentHeaders(init)['Accept-Language']).toBe('zh-CN');
  });

  it('leaves the token out when a call asks so', async () => {
    const fetch = vi.fn(reply({ code: 200 }));
    await client(fetch, 'abc').post('/login', { username: 'a' }, { withoutToken: true });
    expect(sentHeaders(fetch.mock.calls[0]![1]).Authorization).toBeUndefined();
  });

  it('sends params in the query, objects as JSON and files as multipart without a hand-set Content-Type', async () => {
    const fetch = vi.fn(reply({ code: 200 }));
    const api = client(fetch);
    await api.get('/system/user/list', { params: { pageNum: 1, userName: '', roleIds: [1, 2], params: { beginTime: '2026-01-01' } } });
    await api.put('/system/user', { userName: 'a' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await api.post('/common/upload', form);
    await api.post('/logout');
    const [list, update, upload, logout] = fetch.mock.calls;
    expect(list![0]).toBe('/api/system/user/list?pageNum=1&roleIds=1%2C2&params%5BbeginTime%5D=2026-01-01');
    expect(list![1].body).toBeUndefined();
    expect(update![1].body).toBe('{"userName":"a"}');
    expect(sentHeaders(update![1])['Content-Type']).toBe('application/json;charset=utf-8');
    expect(upload![1].body).toBe(form);
    expect(sentHeaders(upload![1])['Content-Type']).toBeUndefined();
    expect(logout![1].body).toBeUndefined();
    expect(sentHeaders(logout![1])['Content-Type']).toBeUndefined();
  });

  it('code 500 shows the server message as an error toast and rejects', async () => {
    const call = client(reply({ code: 500, msg: '用户不存在/密码错误' })).post('/login', {});
    await expect(call).rejects.toThrow('用户不存在/密码错误');
    expect(feedback.error).toHaveBeenCalledWith('用户不存在/密码错误');
  });

  it('code 601 shows a warning toast and rejects', async () => {
    await expect(client(reply({ code: 601, msg: '请注意' })).get('/x')).rejects.toBeInstanceOf(RequestError);
    expect(feedback.warning).toHaveBeenCalledWith('请注意');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('codes 403 and 404 notify with their own texts, other codes with msg or the default', async () => {
    await expect(client(reply({ code: 403, msg: 'ignored' })).get('/x')).rejects.toThrow('当前操作没有权限');
    await expect(client(reply({ code: 404 })).get('/x')).rejects.toThrow('访问资源不存在');
    await expect(client(reply({ code: 418, msg: '茶壶' })).get('/x')).rejects.toThrow('茶壶');
    await expect(client(reply({ code: 418 })).get('/x')).rejects.toThrow('系统未知错误，请反馈给管理员');
    expect(feedback.notifyError.mock.calls.map((c) => c[0])).toEqual(['当前操作没有权限', '访问资源不存在', '茶壶', '系统未知错误，请反馈给管理员']);
  });

  it('code 401 asks once to sign in again, however many calls fail, and ends the session on confirm', async () => {
    let answer: (relogin: boolean) => void = () => {};
    feedback.confirmRelogin.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const expired = client(reply({ code: 401, msg: 'expired' }));
    await expect(expired.get('/a')).rejects.toThrow('认证失败，无法访问系统资源');
    await expect(expired.get('/b')).rejects.toBeInstanceOf(RequestError);
    expect(feedback.confirmRelogin).toHaveBeenCalledTimes(1);
    expect(feedback.error).not.toHaveBeenCalled();
    answer(true);
    await waitFor(() => expect(feedback.endSession).toHaveBeenCalledTimes(1));
  });

  it('code 401 keeps the session when the person declines', async () => {
    feedback.confirmRelogin.mockResolvedValue(false);
    await expect(client(reply({ code: 401 })).get('/a')).rejects.toBeInstanceOf(RequestError);
    await Promise.resolve();
    expect(feedback.endSession).not.toHaveBeenCalled();
  });

  it('maps network errors, timeouts and HTTP statuses to their texts', async () => {
    const network: Fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const status: Fetch = async () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    await expect(client(network).get('/x')).rejects.toThrow('后端接口连接异常');
    await expect(client((_, init) => noAnswer(init)).get('/x', { timeout: 5 })).rejects.toThrow('系统接口请求超时');
    await expect(client(status).get('/x')).rejects.toThrow('系统接口502异常');
    const unavailable: Fetch = async () => Response.json({ code: 503, msg: '服务暂时不可用，请稍后再试' }, { status: 503 });
    await expect(client(unavailable).get('/x')).rejects.toThrow('服务暂时不可用，请稍后再试');
    expect(feedback.error).toHaveBeenCalledTimes(4);
  });

  it('gives up after 60 seconds, or after the time a call sets itself', async () => {
    vi.useFakeTimers();
    try {
      const api = client((_, init) => noAnswer(init));
      const texts: Record<string, string> = {};
      void api.get('/getInfo').catch((error: Error) => (texts.info = error.message));
      void api.get('/captchaImage', { timeout: 20_000 }).catch((error: Error) => (texts.captcha = error.message));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(texts).toEqual({ captcha: '系统接口请求超时' });
      await vi.advanceTimersByTimeAsync(39_999);
      expect(texts.info).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(texts.info).toBe('系统接口请求超时');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('duplicate submission guard', () => {
    it('refuses the same POST with the same data within a second', async () => {
      const fetch = vi.fn(reply({ code: 200 }));
      const api = client(fetch);
      await api.post('/system/user', { userName: 'a' });
      await expect(api.post('/system/user', { userName: 'a' })).rejects.toThrow('数据正在处理，请勿重复提交');
      expect(feedback.error).toHaveBeenCalledWith('数据正在处理，请勿重复提交');
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('lets different data, GETs, yhApi calls and calls after the window through', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const fetch = vi.fn(reply({ code: 200 }));
        const api = client(fetch);
        await api.put('/system/user', { userName: 'a' });
        await api.put('/system/user', { userName: 'b' });
        await api.get('/system/user');
        await api.get('/system/user');
        await api.post('/yhApi/callYhApi', { n: 1 });
        await api.post('/yhApi/callYhApi', { n: 1 });
        vi.advanceTimersByTime(1000);
        await api.put('/system/user', { userName: 'b' });
        expect(fetch).toHaveBeenCalledTimes(7);
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not compare bodies over 5 MB', async () => {
      const fetch = vi.fn(reply({ code: 200 }));
      const api = client(fetch);
      const big = { text: 'x'.repeat(5 * 1024 * 1024 + 1) };
      await api.post('/common/upload', big);
      await api.post('/common/upload', big);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });

  describe('download', () => {
    it('posts the params form-encoded and reports a JSON reply as an error by its code', async () => {
      const fetch = vi.fn(fileReply(JSON.stringify({ code: 403 }), 'application/json; charset=utf-8'));
      await client(fetch).download('/system/dict/data/export', { dictType: 'sys_yes_no', status: '' }, 'dict.xlsx');
      expect(feedback.error).toHaveBeenCalledWith('当前操作没有权限');
      const [url, init] = fetch.mock.calls[0]!;
      expect([url, init.method, init.body]).toEqual(['/api/system/dict/data/export', 'POST', 'dictType=sys_yes_no']);
      expect(sentHeaders(init)['Content-Type']).toBe('application/x-www-form-urlencoded');
    });

    it('says the download failed (and nothing of the connection) when no file arrives', async () => {
      const network: Fetch = async () => {
        throw new TypeError('Failed to fetch');
      };
      const broken: Fetch = async () => new Response('', { status: 500 });
      await client(network).download('/system/post/export', {}, 'post.xlsx');
      await client(broken).download('/system/post/export', {}, 'post.xlsx');
      expect(feedback.error.mock.calls).toEqual([['下载文件出现错误，请联系管理员！'], ['下载文件出现错误，请联系管理员！']]);
    });

    it('saves a file blob under the given name and hides the indicator', async () => {
      const hide = vi.fn();
      feedback.downloading.mockReturnValue(hide);
      URL.createObjectURL = vi.fn(() => 'blob:file');
      URL.revokeObjectURL = vi.fn();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const sheet = fileReply('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await client(sheet).download('/monitor/jobLog/export', { status: '0' }, 'log.xlsx');
      expect(click).toHaveBeenCalledTimes(1);
      expect(feedback.error).not.toHaveBeenCalled();
      expect(hide).toHaveBeenCalled();
    });
  });
});
