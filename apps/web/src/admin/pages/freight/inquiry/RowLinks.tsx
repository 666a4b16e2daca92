import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/usePermission';

export const deskPermissions = {
  query: 'freight:inquiry:query', quote: 'freight:inquiry:quote', handle: 'freight:inquiry:handle', export: 'freight:inquiry:export',
} as const;

export interface RowLinksProps {
  onView: () => void;
  /** Rail rows: whether it is handled, and the toggle. */
  handled?: boolean;
  onToggleHandled?: () => void;
  /** Sea rows: whether it is quoted, and the quote dialog. */
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
