import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

interface RateTableProps<Row> {
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  routeChosen: boolean;
}

/** A rate list; until a route is chosen it says how to start. */
export function RateTable<Row extends object>({ columns, rowKey, routeChosen }: RateTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Card>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(routeChosen ? 'common.noData' : 'rates.chooseRoute')} /> }}
      />
    </Card>
  );
}
