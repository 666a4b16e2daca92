import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { verifyPassword } from '../password';

vi.mock('../password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('sign-in timing', () => {
  it('checks the password of an unknown or wrong-kind account against an argon2 hash, as for a known one', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    expect((await signIn(t, 'nobody-here', 'whatever')).msg).toBe('用户不存在/密码错误');
    expect((await signIn(t, 'demo', 'demo123')).msg).toBe('用户不存在/密码错误');
    expect((await signIn(t, 'ry', 'whatever')).msg).toBe('用户不存在/密码错误');
    expect(verify).toHaveBeenCalledTimes(3);
    for (const [hash] of verify.mock.calls) expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verify.mock.results[0]!.value).toBe(false);
  });
});
