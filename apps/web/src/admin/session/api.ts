import type { CaptchaReply, LoginBody, PasswordChange, RegisterBody } from '@freight/domain';
import type { DataReply, Reply } from '../../shared/request/reply';
import { http } from '../request';
import type { RouterVo } from '../router/routerVo';

export interface AdminUser {
  userId: number;
  userName: string;
  nickName: string;
  avatar?: string;
  email?: string;
  phonenumber?: string;
  sex?: string;
  dept?: { deptName: string } | null;
}

export interface InfoReply extends Reply {
  user: AdminUser;
  roles: string[];
  permissions: string[];
  /** The password must be replaced before anything else works (one-time, reset by an administrator, or too old). */
  isPasswordExpired?: boolean;
  /** The reason is the password's age. */
  isPasswordAged?: boolean;
  /** The zone of the server's clock, on which every time in its replies is written (`yyyy-MM-dd HH:mm:ss`). */
  timeZone?: string;
}

export const captchaTimeoutMs = 20_000;

export const sessionApi = {
  captcha: () => http.get<Reply & CaptchaReply>('/captchaImage', { withoutToken: true, timeout: captchaTimeoutMs }),
  login: (body: LoginBody) => http.post<Reply & { token: string }>('/login', body, { withoutToken: true }),
  register: (body: RegisterBody) => http.post<Reply>('/register', body, { withoutToken: true }),
  logout: () => http.post<Reply>('/logout'),
  info: () => http.get<InfoReply>('/getInfo'),
  changePassword: (body: PasswordChange) => http.put<Reply>('/system/user/profile/updatePwd', body),
  routers: () => http.get<DataReply<RouterVo[]>>('/getRouters'),
};
