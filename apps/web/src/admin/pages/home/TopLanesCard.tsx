import type { TopLane } from '@freight/domain';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import './dashboard.css';

export const laneName = (lane: Pick<TopLane, 'portofloadingcode' | 'destination'>) => `${lane.portofloadingcode} → ${lane.destination}`;

/**
 * The lanes asked about most, over all modes. A plain table: ten rows need no sorting or paging, and the
 * home page then loads without the data-table component.
 */
export function TopLanesCard({ lanes }: { lanes: TopLane[] }) {
  const { t } = useTranslation('admin');
  return (
    <Panel title={t('dashboard.topLanes')}>
      {lanes.length === 0 ? <Empty description={t('dashboard.noData')} /> : (
        <table className="top-lanes">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.lane')}</th>
              <th scope="col">{t('dashboard.mode')}</th>
              <th scope="col" className="number">{t('dashboard.inquiries')}</th>
            </tr>
          </thead>
          <tbody>
            {lanes.map((lane) => (
              <tr key={`${lane.mode}:${laneName(lane)}`}>
                <td>{laneName(lane)}</td>
                <td>{t(`dashboard.mode.${lane.mode}`)}</td>
                <td className="number">{lane.inquiries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
