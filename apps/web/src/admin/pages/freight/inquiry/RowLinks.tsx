import { CheckCircleOutlined, DollarOutlined, EyeOutlined, FilePdfOutlined, HistoryOutlined, RedoOutlined, RollbackOutlined, UndoOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionIcon } from '../../../components/list';
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

/**
 * The actions of one desk row as icons named in tooltips (so the row's columns keep their room in every language),
 * each shown only with its permission: details, mark handled / open, quote / re-quote, withdraw, history, PDF.
 */
export function RowLinks({ onView, handled, onToggleHandled, quoted, onQuote, onWithdraw, onHistory, onPdf }: RowLinksProps) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  return (
    <Space size={0} className="row-actions">
      {hasPermission(deskPermissions.query) && <ActionIcon label={t('inquiryDesk.view')} icon={<EyeOutlined />} onClick={onView} />}
      {onToggleHandled && hasPermission(deskPermissions.handle) && (
        <ActionIcon label={t(handled ? 'inquiryDesk.markOpen' : 'inquiryDesk.markHandled')} icon={handled ? <UndoOutlined /> : <CheckCircleOutlined />}
          onClick={onToggleHandled} />
      )}
      {onQuote && hasPermission(deskPermissions.quote) && (
        <ActionIcon label={t(quoted ? 'inquiryDesk.requote' : 'inquiryDesk.quote')} icon={quoted ? <RedoOutlined /> : <DollarOutlined />} onClick={onQuote} />
      )}
      {onWithdraw && hasPermission(deskPermissions.quote) && (
        <ActionIcon label={t('inquiryDesk.withdraw')} icon={<RollbackOutlined />} danger onClick={onWithdraw} />
      )}
      {onHistory && hasPermission(deskPermissions.query) && <ActionIcon label={t('inquiryDesk.history')} icon={<HistoryOutlined />} onClick={onHistory} />}
      {onPdf && hasPermission(deskPermissions.query) && <ActionIcon label="PDF" icon={<FilePdfOutlined />} onClick={onPdf} />}
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
