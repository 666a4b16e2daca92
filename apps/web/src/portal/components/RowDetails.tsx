import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellContent, columnKey, columnTitle, type ColumnSpec } from './tableColumns';

/** A list row's secondary columns (see ColumnSpec.secondary), label beside value, shown when the row unfolds. */
export function RowDetails<Row>({ columns, row }: { columns: readonly ColumnSpec<Row>[]; row: Row }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3, xxl: 4 }}
      items={columns.map((spec) => ({ key: columnKey(spec), label: columnTitle(t, spec), children: cellContent(t, spec, row) }))}
    />
  );
}
