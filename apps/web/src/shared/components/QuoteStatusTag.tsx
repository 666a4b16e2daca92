import { Tag } from 'antd';
import type { QuoteStatus } from '@freight/domain';

const colours: Record<QuoteStatus, string> = {
  pending: 'default', quoted: 'processing', accepted: 'success', declined: 'error', expired: 'warning', withdrawn: 'default',
};

/** Where a quote stands, in the colour both apps give it; `label` is the status in the reader's language. */
export function QuoteStatusTag({ status, label }: { status: QuoteStatus; label: string }) {
  return <Tag color={colours[status]}>{label}</Tag>;
}
