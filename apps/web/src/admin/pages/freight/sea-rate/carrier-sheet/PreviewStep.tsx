import { carrierSheetPreviewRows } from '@freight/domain';
import { Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preview } from './carrierSheetApi';

type PreviewRow = Preview['rows'][number];

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The first rows as they will be stored (our columns), each row's errors beside it; a row with errors is marked. */
export function PreviewStep({ preview }: { preview: Preview }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Typography.Text type="secondary">{t('carrierSheet.previewTip', { count: carrierSheetPreviewRows })}</Typography.Text>
      <Table<PreviewRow> size="small" rowKey="row" dataSource={preview.rows} pagination={false} scroll={{ x: 'max-content', y: 400 }}
        className="carrier-sheet-preview"
        onRow={(row) => ({ 'data-errors': row.errors.length, style: row.errors.length ? { background: '#fff1f0' } : undefined }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('import.row'), width: 60, fixed: 'left' },
          ...preview.columns.map(({ field, title }) => ({ key: field, title, render: (_: unknown, row: PreviewRow) => shown(row.values[field]) })),
          {
            key: 'errors', title: t('carrierSheet.errors'), width: 280,
            render: (_: unknown, row: PreviewRow) => row.errors.map((e) => (
              <Typography.Text key={`${e.column}${e.reason}`} type="danger" style={{ display: 'block' }}>{`${e.column}：${e.reason}`}</Typography.Text>
            )),
          },
        ]} />
    </>
  );
}
