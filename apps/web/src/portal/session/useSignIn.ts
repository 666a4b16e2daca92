import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../shared/i18n';
import { useFeedback } from '../providers/feedbackContext';
import { startSignIn } from './signOn';
import { signOnConfigQuery } from './signOnConfig';

/**
 * Starts sign-in at the sign-on service, coming back to `redirect` (a portal path). `pending` stays true
 * while the browser leaves; a failure to reach the settings is shown and the button is free again.
 */
export function useSignIn() {
  const client = useQueryClient();
  const { message } = useFeedback();
  const [pending, setPending] = useState(false);

  const signIn = useCallback(
    async (redirect: string | null | undefined) => {
      setPending(true);
      try {
        const config = await client.fetchQuery(signOnConfigQuery);
        startSignIn(config, redirect, currentLanguage());
      } catch (error) {
        setPending(false);
        message.error(error instanceof Error ? error.message : String(error));
      }
    },
    [client, message],
  );

  return { signIn, pending };
}
