import type { TopLane } from '@freight/domain';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';

export const laneName = (lane: Pick<TopLane, 'portofloadingcode' | 'destination'>) => `${lane.portofloadingcode} → ${lane.destination}`;

/** The lanes asked about most, over all modes. */
export function TopLanesCard({ lanes }: { lanes: TopLane[] }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('dashboard.topLanes')}>
      <Table size="small" pagination={false} rowKey={(lane) => `${lane.mode}:${laneName(lane)}`} dataSource={lanes}
        locale={{ emptyText: t('dashboard.noData') }} columns={[
          { key: 'lane', title: t('dashboard.lane'), render: (_, lane) => laneName(lane) },
          { key: 'mode', title: t('dashboard.mode'), render: (_, lane) => t(`dashboard.mode.${lane.mode}`) },
          { key: 'inquiries', title: t('dashboard.inquiries'), dataIndex: 'inquiries', align: 'right' },
        ]} />
    </Card>
  );
}
