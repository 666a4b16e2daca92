import { readCookie, removeCookie, writeCookie } from '../../../shared/request/cookies';

const rememberDays = 30;

export interface RememberedLogin {
  username: string;
  rememberMe: boolean;
}

/** The account name kept by "remember me"; the password is never stored (design.md §8). */
export function rememberedLogin(): RememberedLogin {
  return { username: readCookie('username') ?? '', rememberMe: readCookie('rememberMe') === 'true' };
}

export function rememberLogin(username: string | undefined): void {
  if (username) {
    writeCookie('username', username, rememberDays);
    writeCookie('rememberMe', 'true', rememberDays);
  } else {
    removeCookie('username');
    removeCookie('rememberMe');
  }
}
