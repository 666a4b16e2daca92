import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../admin/testing';
import { createRequestClient } from './client';
import { RequestError } from './errors';
import type { RequestFeedback } from './feedback';

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

const reply = (data: unknown): AxiosAdapter => async (config) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
const failure = (make: (config: InternalAxiosRequestConfig) => AxiosError): AxiosAdapter => async (config) => {
  throw make(config);
};

let feedback: ReturnType<typeof feedbackSpy>;
beforeAll(setupTestI18n);
beforeEach(() => {
  feedback = feedbackSpy();
});

const client = (adapter: AxiosAdapter, token?: string) => createRequestClient({ feedback, getToken: () => token, adapter });

describe('request client', () => {
  it('resolves the reply of code 200 and sends the bearer token and the language', async () => {
    const adapter = vi.fn(reply({ code: 200, data: [1] }));
    await expect(client(adapter, 'abc').get('/getRouters')).resolves.toEqual({ code: 200, data: [1] });
    const sent = adapter.mock.calls[0]![0];
    expect(sent.headers.Authorization).toBe('Bearer abc');
    expect(sent.headers['Accept-Language']).toBe('zh-CN');
  });

  it('leaves the token out when a call asks so', async () => {
    const adapter = vi.fn(reply({ code: 200 }));
    await client(adapter, 'abc').post('/login', { username: 'a' }, { withoutToken: true });
    expect(adapter.mock.calls[0]![0].headers.Authorization).toBeUndefined();
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
    await vi.waitFor(() => expect(feedback.endSession).toHaveBeenCalledTimes(1));
  });

  it('code 401 keeps the session when the person declines', async () => {
    feedback.confirmRelogin.mockResolvedValue(false);
    await expect(client(reply({ code: 401 })).get('/a')).rejects.toBeInstanceOf(RequestError);
    await Promise.resolve();
    expect(feedback.endSession).not.toHaveBeenCalled();
  });

  it('maps network errors, timeouts and HTTP statuses to their texts', async () => {
    const network = failure((config) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    const timeout = failure((config) => new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED, config));
    const status = failure(
      (config) => new AxiosError('Request failed with status code 502', AxiosError.ERR_BAD_RESPONSE, config, null, {
        status: 502, statusText: 'Bad Gateway', headers: {}, config, data: '',
      }),
    );
    await expect(client(network).get('/x')).rejects.toThrow('后端接口连接异常');
    await expect(client(timeout).get('/x')).rejects.toThrow('系统接口请求超时');
    await expect(client(status).get('/x')).rejects.toThrow('系统接口502异常');
    expect(feedback.error).toHaveBeenCalledTimes(3);
  });

  it('uses a 60 second timeout', async () => {
    const adapter = vi.fn(reply({ code: 200 }));
    await client(adapter).get('/x');
    expect(adapter.mock.calls[0]![0].timeout).toBe(60_000);
  });

  describe('duplicate submission guard', () => {
    it('refuses the same POST with the same data within a second', async () => {
      const adapter = vi.fn(reply({ code: 200 }));
      const api = client(adapter);
      await api.post('/system/user', { userName: 'a' });
      await expect(api.post('/system/user', { userName: 'a' })).rejects.toThrow('数据正在处理，请勿重复提交');
      expect(feedback.error).toHaveBeenCalledWith('数据正在处理，请勿重复提交');
      expect(adapter).toHaveBeenCalledTimes(1);
    });

    it('lets different data, GETs, yhApi calls and calls after the window through', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const adapter = vi.fn(reply({ code: 200 }));
        const api = client(adapter);
        await api.put('/system/user', { userName: 'a' });
        await api.put('/system/user', { userName: 'b' });
        await api.get('/system/user');
        await api.get('/system/user');
        await api.post('/yhApi/callYhApi', { n: 1 });
        await api.post('/yhApi/callYhApi', { n: 1 });
        vi.advanceTimersByTime(1000);
        await api.put('/system/user', { userName: 'b' });
        expect(adapter).toHaveBeenCalledTimes(7);
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not compare bodies over 5 MB', async () => {
      const adapter = vi.fn(reply({ code: 200 }));
      const api = client(adapter);
      const big = { text: 'x'.repeat(5 * 1024 * 1024 + 1) };
      await api.post('/common/upload', big);
      await api.post('/common/upload', big);
      expect(adapter).toHaveBeenCalledTimes(2);
    });
  });

  describe('download', () => {
    it('reports a JSON blob as an error by its code', async () => {
      const blob = new Blob([JSON.stringify({ code: 403 })], { type: 'application/json' });
      await client(reply(blob)).download('/system/dict/data/export', {}, 'dict.xlsx');
      expect(feedback.error).toHaveBeenCalledWith('当前操作没有权限');
    });

    it('saves a file blob under the given name and hides the indicator', async () => {
      const hide = vi.fn();
      feedback.downloading.mockReturnValue(hide);
      URL.createObjectURL = vi.fn(() => 'blob:file');
      URL.revokeObjectURL = vi.fn();
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const blob = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      await client(reply(blob)).download('/monitor/jobLog/export', { status: '0' }, 'log.xlsx');
      expect(click).toHaveBeenCalledTimes(1);
      expect(feedback.error).not.toHaveBeenCalled();
      expect(hide).toHaveBeenCalled();
    });
  });
});
