import { App, message, Modal, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import i18n from 'i18next';
import { useEffect } from 'react';
import type { RequestFeedback } from '../shared/request/feedback';
import { removeToken } from '../shared/request/token';

export interface AppUi {
  message: MessageInstance;
  modal: Pick<typeof Modal, 'confirm'>;
  notification: NotificationInstance;
}

/**
 * What the request client uses to speak to the person. Until the themed antd App mounts and hands over its
 * bound instances, the static ones are used; components use `App.useApp()` directly.
 */
let ui: AppUi = { message, modal: Modal, notification };

export function setAppUi(next: AppUi): void {
  ui = next;
}

/**
 * Hands antd's themed message, modal and notification to code outside components (the request client). Mounted
 * inside antd's App; the toasts then belong to the page's tree and go with it.
 */
export function AppUiBridge() {
  const current = App.useApp();
  useEffect(() => setAppUi(current), [current]);
  return null;
}

/** Reloads the back office on a path; a reload forgets everything kept in memory about the session. */
export function reloadAt(path: string): void {
  window.location.replace(`${window.location.pathname}#${path}`);
  window.location.reload();
}

export const adminFeedback: RequestFeedback = {
  // Keyed by their text: several calls refused for one reason (a password to change first) show it once.
  error: (text) => void ui.message.error({ content: text, key: text }),
  warning: (text) => void ui.message.warning({ content: text, key: text }),
  notifyError: (text) => ui.notification.error({ title: text }),
  confirmRelogin: () =>
    new Promise((resolve) => {
      ui.modal.confirm({
        title: i18n.t('admin:dialog.title'),
        content: i18n.t('admin:session.expired'),
        okText: i18n.t('admin:session.relogin'),
        cancelText: i18n.t('admin:common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }),
  endSession: () => {
    removeToken();
    reloadAt('/login');
  },
  downloading: () => ui.message.loading(i18n.t('admin:download.loading'), 0),
};
