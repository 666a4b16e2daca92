import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/usePermission';
import type { DeskRow } from './api';

export const deskPermissions = {
  query: 'freight:inquiry:query', quote: 'freight:inquiry:quote', handle: 'freight:inquiry:handle', export: 'freight:inquiry:export',
} as const;

export interface RowLinksProps {
  onView: () => void;
  /** Rail rows: whether it is handled, and the toggle. */
  handled?: boolean;
  onToggleHandled?: () => void;
  /** Whether it has been quoted, and the quote dialog. */
  quoted?: boolean;
  onQuote?: () => void;
  /** An open quote can be withdrawn; every quote has a history. */
  onWithdraw?: () => void;
  onHistory?: () => void;
  /** A quoted row's PDF. */
  onPdf?: () => void;
}

/** The links of one desk row, each shown only with its permission: details, mark handled / open, quote / re-quote, withdraw, history, PDF. */
export function RowLinks({ onView, handled, onToggleHandled, quoted, onQuote, onWithdraw, onHistory, onPdf }: RowLinksProps) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  return (
    <Space size={0} className="row-actions">
      {hasPermission(deskPermissions.query) && <Button type="link" size="small" onClick={onView}>{t('inquiryDesk.view')}</Button>}
      {onToggleHandled && hasPermission(deskPermissions.handle) && (
        <Button type="link" size="small" onClick={onToggleHandled}>{t(handled ? 'inquiryDesk.markOpen' : 'inquiryDesk.markHandled')}</Button>
      )}
      {onQuote && hasPermission(deskPermissions.quote) && (
        <Button type="link" size="small" onClick={onQuote}>{t(quoted ? 'inquiryDesk.requote' : 'inquiryDesk.quote')}</Button>
      )}
      {onWithdraw && hasPermission(deskPermissions.quote) && (
        <Button type="link" size="small" danger onClick={onWithdraw}>{t('inquiryDesk.withdraw')}</Button>
      )}
      {onHistory && hasPermission(deskPermissions.query) && <Button type="link" size="small" onClick={onHistory}>{t('inquiryDesk.history')}</Button>}
      {onPdf && hasPermission(deskPermissions.query) && <Button type="link" size="small" onClick={onPdf}>PDF</Button>}
    </Space>
  );
}

interface QuoteActions { quote: () => void; withdraw: () => void; history: () => void; pdf: () => void }

/** A row's quote links by where its quote stands: quote or re-quote until accepted, withdraw while open, the PDF once quoted, the history always. */
export function quoteLinks(row: Pick<DeskRow, 'quotestatus'>, quoted: boolean, act: QuoteActions): Partial<RowLinksProps> {
  return {
    quoted,
    onQuote: row.quotestatus === 'accepted' ? undefined : act.quote,
    onWithdraw: row.quotestatus === 'quoted' ? act.withdraw : undefined,
    onHistory: act.history,
    onPdf: quoted ? act.pdf : undefined,
  };
}
