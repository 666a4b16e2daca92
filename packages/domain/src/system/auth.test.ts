import { describe, expect, it } from 'vitest';
import { LoginBody, PasswordChange, RegisterBody } from './auth';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('login form', () => {
  it('requires account and password', () => {
    expect(firstError(LoginBody.safeParse({ password: 'x' }))).toBe('login.username.required');
    expect(firstError(LoginBody.safeParse({ username: '  ', password: 'x' }))).toBe('login.username.required');
    expect(firstError(LoginBody.safeParse({ username: 'admin', password: '' }))).toBe('login.password.required');
    expect(LoginBody.safeParse({ username: 'admin', password: 'x', code: '1234', uuid: 'u' }).success).toBe(true);
  });
});

describe('register form', () => {
  const valid = { username: 'newbie', password: 'secret1', confirmPassword: 'secret1' };
  it('checks length 2-20, password 5-20 without < > " \' \\ |, and the confirmation', () => {
    expect(RegisterBody.safeParse(valid).success).toBe(true);
    expect(firstError(RegisterBody.safeParse({ ...valid, username: 'a' }))).toBe('register.username.length');
    expect(firstError(RegisterBody.safeParse({ ...valid, username: 'a'.repeat(21) }))).toBe('register.username.length');
    expect(firstError(RegisterBody.safeParse({ ...valid, password: 'abcd', confirmPassword: 'abcd' }))).toBe('register.password.length');
    for (const bad of ['<', '>', '"', "'", '\\', '|']) {
      const password = `abcde${bad}`;
      expect(firstError(RegisterBody.safeParse({ ...valid, password, confirmPassword: password }))).toBe('register.password.chars');
    }
    expect(firstError(RegisterBody.safeParse({ ...valid, confirmPassword: 'other1' }))).toBe('register.confirm.mismatch');
  });
});

describe('password change', () => {
  it('needs letters, digits and a special character, 6 to 20, and a matching confirmation', () => {
    const ok = { oldPassword: 'old', newPassword: 'abc12#', confirmPassword: 'abc12#' };
    expect(PasswordChange.safeParse(ok).success).toBe(true);
    expect(firstError(PasswordChange.safeParse({ ...ok, oldPassword: '' }))).toBe('password.old.required');
    expect(firstError(PasswordChange.safeParse({ ...ok, newPassword: 'abcdef1', confirmPassword: 'abcdef1' }))).toBe('password.new.rule');
    expect(firstError(PasswordChange.safeParse({ ...ok, newPassword: 'a1#', confirmPassword: 'a1#' }))).toBe('password.new.rule');
    expect(firstError(PasswordChange.safeParse({ ...ok, confirmPassword: 'abc12$' }))).toBe('password.confirm.mismatch');
  });

  it('takes no confirmation at all, as RuoYi-Vue3 sends none; an empty one is still refused', () => {
    expect(PasswordChange.safeParse({ oldPassword: 'old', newPassword: 'abc12#' }).success).toBe(true);
    expect(firstError(PasswordChange.safeParse({ oldPassword: 'old', newPassword: 'abc12#', confirmPassword: '' }))).toBe('password.confirm.required');
  });
});
