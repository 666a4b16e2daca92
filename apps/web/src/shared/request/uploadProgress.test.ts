import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupTestI18n } from '../../admin/testing';
import { createRequestClient } from './client';
import type { RequestFeedback } from './feedback';

/** Stands in for XMLHttpRequest: keeps what was sent and lets the test answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  responseType = '';
  timeout = 0;
  status = 0;
  response: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  answer(status: number, response: Blob | string) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const feedback: RequestFeedback = {
  error: vi.fn(), warning: vi.fn(), notifyError: vi.fn(), confirmRelogin: vi.fn(), endSession: vi.fn(), downloading: vi.fn(),
};
const client = () => createRequestClient({ feedback, getToken: () => 'abc', fetch: () => Promise.reject(new Error('fetch must not be used')) });

function form() {
  const body = new FormData();
  body.append('file', new Blob(['x']), 'ports.xlsx');
  return body;
}

async function sent(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

beforeAll(setupTestI18n);
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('an upload with progress', () => {
  it('goes through XMLHttpRequest, reports the uploaded share and resolves to the reply', async () => {
    const percents: number[] = [];
    const body = form();
    const call = client().post('/tool/port/importData', body, { responseType: 'blob', onUploadProgress: (percent) => percents.push(percent) });
    const xhr = await sent();
    expect([xhr.method, xhr.url, xhr.body, xhr.timeout, xhr.responseType]).toEqual(['POST', '/api/tool/port/importData', body, 60_000, 'blob']);
    expect(xhr.headers.Authorization).toBe('Bearer abc');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.upload.onprogress!({ loaded: 0, total: 0 });
    xhr.upload.onprogress!({ loaded: 50, total: 200 });
    xhr.upload.onprogress!({ loaded: 200, total: 200 });
    xhr.answer(200, new Blob(['{"code":500,"msg":"导入失败"}'], { type: 'application/json' }));
    await expect((await call).text()).resolves.toBe('{"code":500,"msg":"导入失败"}');
    expect(percents).toEqual([0, 25, 100]);
  });

  it('checks the business code of a JSON reply as any other call does', async () => {
    const call = client().post('/system/user/importData', form(), { onUploadProgress: () => undefined });
    const xhr = await sent();
    expect(xhr.responseType).toBe('text');
    xhr.answer(200, '{"code":500,"msg":"导入失败"}');
    await expect(call).rejects.toThrow('导入失败');
  });

  it.each([
    ['an HTTP status', (xhr: FakeXhr) => xhr.answer(413, ''), '系统接口413异常'],
    ['the time limit', (xhr: FakeXhr) => xhr.ontimeout?.(), '系统接口请求超时'],
    ['a lost connection', (xhr: FakeXhr) => xhr.onerror?.(), '后端接口连接异常'],
  ])('fails on %s with the same text as any other call', async (_, fail, text) => {
    const call = client().post('/tool/port/importData', form(), { responseType: 'blob', onUploadProgress: () => undefined });
    fail(await sent());
    await expect(call).rejects.toThrow(text);
  });
});
