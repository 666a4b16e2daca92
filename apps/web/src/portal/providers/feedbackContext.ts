import { createContext, useContext } from 'react';
import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';

/** Ant Design's message, notification and modal as the portal uses them; each call shows once they have loaded. */
export interface PortalFeedback {
  message: Record<'info' | 'success' | 'warning' | 'error', (text: string) => void> & { open(args: MessageArgsProps): void };
  notification: { error(args: NotificationArgsProps): void };
  modal: { confirm(config: ModalFuncProps): void; info(config: ModalFuncProps): void };
}

const quiet = () => {};

export const FeedbackContext = createContext<PortalFeedback>({
  message: { info: quiet, success: quiet, warning: quiet, error: quiet, open: quiet },
  notification: { error: quiet },
  modal: { confirm: quiet, info: quiet },
});

export function useFeedback(): PortalFeedback {
  return useContext(FeedbackContext);
}
