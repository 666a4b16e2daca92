import type { DashboardSummary } from '@freight/domain';
import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Quoted sea inquiries out of all sea inquiries. */
export function QuotationRateCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('dashboard.quotationRate')} style={{ height: '100%' }}>
      <div style={{ textAlign: 'center' }}>
        <Progress type="dashboard" percent={Math.round(summary.quotationRate * 1000) / 10} aria-label={t('dashboard.quotationRate')} />
        <Typography.Paragraph type="secondary">
          {t('dashboard.quotedOf', { quoted: summary.quotedSeaInquiries, all: summary.seaInquiries })}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
