import { useEffect, useRef } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@freight/domain';
import { changeLanguage } from '../../../shared/i18n';
import { codeMessage } from '../../../shared/request/errors';
import { useSession } from '../../session/SessionContext';
import { safeReturnPath } from '../../session/signOn';
import { useFeedback } from '../../providers/feedbackContext';
import { ssoApi } from './api';

/**
 * The built-in sign-on service's language page (/sso/language?lang=<code>&return=<portal path>): remembers a
 * signed-in user's language at the service, applies it here and goes back. When the service cannot remember it
 * (no session there), the language still changes here and the visitor is told it was not saved.
 */
export default function SsoLanguagePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [query] = useSearchParams();
  const { signedIn, refreshUser } = useSession();
  const started = useRef(false);
  const language = query.get('lang');
  const back = safeReturnPath(query.get('return'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (!isLanguage(language)) return;
      let notSaved: string | undefined;
      try {
        const reply = await ssoApi.changeLanguage(language);
        if (reply.code !== 200) notSaved = reply.msg || codeMessage(reply.code, undefined);
      } catch (error) {
        notSaved = error instanceof Error ? error.message : String(error);
      }
      await changeLanguage(language);
      // Said in the language just chosen.
      if (notSaved !== undefined) message.warning(i18n.t('sso.language.notSaved', { reason: notSaved }));
      else if (signedIn) refreshUser().catch(() => {});
    };
    void run().finally(() => navigate(back, { replace: true }));
  }, [language, back, signedIn, refreshUser, message, navigate, i18n]);

  return (
    <Flex vertical align="center" gap={16} style={{ padding: 32 }}>
      <Spin />
      <Typography.Text type="secondary">{t('sso.language.saving')}</Typography.Text>
    </Flex>
  );
}
