import { quoteStatuses, type DashboardSummary } from '@freight/domain';
import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { QuoteStatusTag } from '../../../shared/components/QuoteStatusTag';
import { laneName } from './TopLanesCard';
import './dashboard.css';

/** Quotes of every mode by status, and how often customers accepted on the lanes with the most decisions. */
export function QuoteOutcomesCard({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('admin');
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;
  return (
    <Panel title={t('dashboard.quotes')}>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        {quoteStatuses.map((status) => (
          <span key={status}>
            <QuoteStatusTag status={status} /> {summary.quotesByStatus[status]}
          </span>
        ))}
      </Flex>
      {summary.acceptanceByLane.length === 0 ? <Empty description={t('dashboard.noDecisions')} /> : (
        <table className="top-lanes">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.lane')}</th>
              <th scope="col">{t('dashboard.mode')}</th>
              <th scope="col" className="number">{t('dashboard.decided')}</th>
              <th scope="col" className="number">{t('dashboard.acceptanceRate')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.acceptanceByLane.map((lane) => (
              <tr key={`${lane.mode}:${laneName(lane)}`}>
                <td>{laneName(lane)}</td>
                <td>{t(`dashboard.mode.${lane.mode}`)}</td>
                <td className="number">{lane.decided}</td>
                <td className="number">{percent(lane.acceptanceRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
