import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/harness';

vi.mock('../password', async (importOriginal) => {
  const real = await importOriginal<typeof import('../password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

// Test files share their modules (isolate off), so this one reads the app afresh: then it signs in through the mock.
let harness: typeof import('../../../test/harness');
let verifyPassword: typeof import('../password').verifyPassword;
let t: TestApp;
beforeAll(async () => {
  vi.resetModules();
  ({ verifyPassword } = await import('../password'));
  harness = await import('../../../test/harness');
  t = await harness.createTestApp();
});
afterAll(async () => { await t.close(); });

describe('sign-in timing', () => {
  it('checks the password of an unknown or wrong-kind account against an argon2 hash, as for a known one', async () => {
    const verify = vi.mocked(verifyPassword);
    verify.mockClear();
    expect((await harness.signIn(t, 'nobody-here', 'whatever')).msg).toBe('用户不存在/密码错误');
    expect((await harness.signIn(t, 'demo', 'demo123')).msg).toBe('用户不存在/密码错误');
    expect((await harness.signIn(t, 'ry', 'whatever')).msg).toBe('用户不存在/密码错误');
    expect(verify).toHaveBeenCalledTimes(3);
    for (const [hash] of verify.mock.calls) expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verify.mock.results[0]!.value).toBe(false);
  });
});
