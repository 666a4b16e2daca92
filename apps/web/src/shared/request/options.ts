import type { HttpOptions } from './http';

/** What a back-office call may ask for beside its url and body. */
export interface RequestOptions extends HttpOptions {
  /** Sends no bearer token (login, register, captcha). */
  withoutToken?: boolean;
  /** Lets the same POST/PUT through again within the duplicate window. */
  allowRepeat?: boolean;
}

/** A call that answers with a file rather than a business reply. */
export type FileOptions = RequestOptions & { responseType: 'blob' };
