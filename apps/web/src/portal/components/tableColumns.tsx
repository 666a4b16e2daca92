import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

/** A column named by a catalogue key (`column.<label>`) or by a code read alike in every language (20GP). */
export type ColumnSpec<Row> = ({ label: string } | { code: string }) & { field?: keyof Row & string };

export function tableColumns<Row>(t: TFunction, specs: readonly ColumnSpec<Row>[]): TableColumnsType<Row> {
  return specs.map((spec) => {
    const name = 'code' in spec ? spec.code : spec.label;
    return { key: name, dataIndex: spec.field, title: 'code' in spec ? spec.code : t(`column.${spec.label}`) };
  });
}
