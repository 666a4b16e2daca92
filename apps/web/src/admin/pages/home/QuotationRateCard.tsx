import type { DashboardSummary } from '@freight/domain';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import './dashboard.css';

/** Quoted sea inquiries out of all sea inquiries. */
export function QuotationRateCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('dashboard.quotationRate')} style={{ height: '100%' }}>
      <div style={{ textAlign: 'center' }}>
        <Progress type="dashboard" percent={Math.round(summary.quotationRate * 1000) / 10} aria-label={t('dashboard.quotationRate')} />
        <p className="quotation-count">{t('dashboard.quotedOf', { quoted: summary.quotedSeaInquiries, all: summary.seaInquiries })}</p>
      </div>
    </Panel>
  );
}
