import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@freight/domain';

const colours: Record<QuoteStatus, string> = {
  pending: 'default', quoted: 'processing', accepted: 'success', declined: 'error', expired: 'warning', withdrawn: 'default',
};

/** Where a quote stands, named in the reader's language (the shared catalogue) and coloured alike in both apps. */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('messages');
  return <Tag color={colours[status]}>{t(`quoteStatus.${status}`)}</Tag>;
}
