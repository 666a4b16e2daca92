import { useEffect } from 'react';
import { setGatewayFeedback } from '../../shared/gateway/client';
import { useFeedback } from './feedbackContext';

/** Hands the themed antd message and notification to the gateway client, for the error catalogue of portal.md §8. */
export function GatewayFeedback() {
  const { message, notification } = useFeedback();
  useEffect(
    () =>
      setGatewayFeedback({
        error: message.error,
        warning: message.warning,
        notifyError: (text) => notification.error({ title: text }),
      }),
    [message, notification],
  );
  return null;
}

/** Something to say once the portal opens (how a return from the sign-on service went). */
export interface StartupNotice {
  type: 'error' | 'info';
  text: string;
}

export function StartupMessage({ notice }: { notice?: StartupNotice }) {
  const { message } = useFeedback();
  useEffect(() => {
    if (notice) message.open({ type: notice.type, content: notice.text, duration: 6 });
  }, [notice, message]);
  return null;
}
