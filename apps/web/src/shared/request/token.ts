import { readCookie, removeCookie, writeCookie } from './cookies';

const tokenCookie = 'Admin-Token';

export const getToken = (): string | undefined => readCookie(tokenCookie);
export const setToken = (token: string): void => writeCookie(tokenCookie, token);
export const removeToken = (): void => removeCookie(tokenCookie);
