import { Button, Tooltip } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chatLink } from './chatLink';

/** Opens a chat with the rate's contact in a new tab; nothing when the rate has no contact number. */
export function ChatLink({ contactNumber }: { contactNumber: string | null | undefined }) {
  const { t } = useTranslation();
  const href = chatLink(contactNumber);
  if (!href) return null;
  return (
    <Tooltip title={contactNumber}>
      <Button type="link" size="small" icon={<WhatsAppOutlined />} href={href} target="_blank" rel="noopener noreferrer">
        {t('rates.chat')}
      </Button>
    </Tooltip>
  );
}
