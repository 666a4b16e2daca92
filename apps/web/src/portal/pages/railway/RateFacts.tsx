import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnKey, columnTitle, type ColumnSpec } from '../../components/tableColumns';

interface RateFactsProps<Row> {
  row: Row;
  /** The list's own columns, shown as label and value. */
  columns: readonly ColumnSpec<Row>[];
  title: string;
}

/** The rate an inquiry dialog is about, laid out with the columns of its list. */
export function RateFacts<Row extends object>({ row, columns, title }: RateFactsProps<Row>) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      title={title}
      column={{ xs: 1, md: 3 }}
      items={columns.map((spec) => ({
        key: columnKey(spec),
        label: columnTitle(t, spec),
        children: spec.render ? spec.render(row, t) : String(spec.field ? (row[spec.field] ?? '') : ''),
      }))}
    />
  );
}
