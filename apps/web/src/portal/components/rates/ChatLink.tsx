import { Button, Tooltip } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chatLink } from './chatLink';

/**
 * A rate's contact: a chat in a new tab for a mobile number, the number as plain text for one that cannot receive
 * a chat (a landline), nothing when the rate has no contact number.
 */
export function ChatLink({ contactNumber }: { contactNumber: string | null | undefined }) {
  const { t } = useTranslation();
  if (!contactNumber) return null;
  const href = chatLink(contactNumber);
  if (!href) {
    return (
      <span className="portal-secondary" title={t('rates.contactNumber')} style={{ whiteSpace: 'nowrap' }}>
        {contactNumber}
      </span>
    );
  }
  return (
    <Tooltip title={contactNumber}>
      <Button type="link" size="small" icon={<WhatsAppOutlined />} href={href} target="_blank" rel="noopener noreferrer">
        {t('rates.chat')}
      </Button>
    </Tooltip>
  );
}
