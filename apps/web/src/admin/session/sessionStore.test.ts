import { describe, expect, it, vi } from 'vitest';
import { serverTimeZone } from '../serverTimeZone';
import { sessionApi } from './api';
import { loadSession, sessionStore } from './sessionStore';

vi.mock('./api', () => ({ sessionApi: { info: vi.fn(), routers: vi.fn() } }));

describe('loading the session', () => {
  it('keeps the server’s time zone, so times are read on its clock', async () => {
    vi.mocked(sessionApi.info).mockResolvedValue({
      code: 200, msg: '', user: { userId: 1, userName: 'admin', nickName: '若依' }, roles: ['admin'], permissions: ['*:*:*'], timeZone: 'America/Sao_Paulo',
    });
    vi.mocked(sessionApi.routers).mockResolvedValue({ code: 200, msg: '', data: [] });
    await loadSession();
    expect(sessionStore.get().user?.userName).toBe('admin');
    expect(serverTimeZone()).toBe('America/Sao_Paulo');
  });
});
