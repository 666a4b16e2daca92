import type { Language, LoginBody, PasswordChange } from '@freight/domain';
import { plainJson, type PlainReply } from '../../../shared/gateway/plain';

/** The sign-in request the built-in sign-on service is handling (GET /api/sso/interaction/<uid>/details). */
export interface InteractionDetails {
  uid: string;
  prompt: string;
  clientName?: string;
  /** The ui_locales the portal asked for, e.g. 'zh-CN'. */
  uiLocales?: string | null;
  captchaEnabled: boolean;
}

export interface CaptchaImage extends PlainReply {
  captchaEnabled: boolean;
  img?: string;
  uuid?: string;
}

export interface SsoAccount {
  userName: string;
  nickName?: string;
}

const interaction = (uid: string) => `/sso/interaction/${encodeURIComponent(uid)}`;

/** The calls behind the sign-on service's pages: plain JSON, no envelope, no bearer token. */
export const ssoApi = {
  details: (uid: string) => plainJson.get<PlainReply<InteractionDetails>>(`${interaction(uid)}/details`),
  captcha: () => plainJson.get<CaptchaImage>('/captchaImage'),
  login: (uid: string, body: Pick<LoginBody, 'username' | 'password' | 'code' | 'uuid'>) =>
    plainJson.post<PlainReply<{ redirect: string }>>(`${interaction(uid)}/login`, body),
  abort: (uid: string) => plainJson.post<PlainReply<{ redirect: string }>>(`${interaction(uid)}/abort`),
  account: () => plainJson.get<PlainReply<SsoAccount>>('/sso/account'),
  changePassword: (body: PasswordChange) => plainJson.put('/sso/account/password', body),
  changeLanguage: (language: Language) => plainJson.put('/sso/account/language', { language }),
};
