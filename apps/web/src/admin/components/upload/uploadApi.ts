import type { UploadReply } from '@freight/domain';
import { http } from '../../request';

/** Sends one file as the multipart field `field`; the reply's code is checked by the request client. */
export function uploadFile(url: string, file: Blob, name: string, field = 'file') {
  const body = new FormData();
  body.append(field, file, name);
  return http.post<UploadReply & { code: 200 }>(url, body, { allowRepeat: true });
}

export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Whether a file passes the type and size limits; answers the message key and values of the first failure. */
export function checkFile(file: { name: string; size: number }, types: readonly string[], maxMb: number):
  { key: 'type' | 'size'; values: Record<string, string | number> } | null {
  if (types.length > 0 && !types.includes(extensionOf(file.name))) return { key: 'type', values: { types: types.join('/') } };
  if (maxMb > 0 && file.size / 1024 / 1024 > maxMb) return { key: 'size', values: { size: maxMb } };
  return null;
}

/** A comma-separated value of the form (RuoYi keeps several files in one text field). */
export const splitValue = (value?: string) => (value ? value.split(',').filter(Boolean) : []);

/** A loading message shown while any upload runs (back-office.md §4: a counter of pending files). */
export function pendingCounter(show: () => () => void) {
  let pending = 0;
  let hide: (() => void) | undefined;
  return {
    start() {
      pending += 1;
      if (pending === 1) hide = show();
    },
    finish() {
      pending = Math.max(0, pending - 1);
      if (pending === 0) {
        hide?.();
        hide = undefined;
      }
    },
    get pending() {
      return pending;
    },
  };
}
