import type { ReactNode } from 'react';
import { Descriptions, Flex, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rateDetail, type RateDetailRequest } from '../../api/rateExtras';
import { useLanguage } from '../../../shared/useLanguage';
import { cellContent, columnKey, columnTitle, type ColumnSpec } from '../tableColumns';
import { PortalDialog } from '../dialog/PortalDialog';

interface RateDetailDialogProps<Row> {
  /** The rate to show; the dialog is closed while undefined. */
  request?: RateDetailRequest;
  /** The same columns as the list, shown one per line. */
  columns: readonly ColumnSpec<Row>[];
  /** More about the rate, below the fields. */
  extra?: (row: Row) => ReactNode;
  onClose: () => void;
}

/** One rate as the server has it now (ratedetail), laid out with the list's own columns. */
export function RateDetailDialog<Row extends object>({ request, columns, extra, onClose }: RateDetailDialogProps<Row>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery({
    queryKey: ['portal', 'rateDetail', request, language],
    queryFn: () => rateDetail<Row>(request!),
    enabled: request !== undefined,
    retry: false,
  });
  const row = detail.data;

  return (
    <PortalDialog open={request !== undefined} title={t('rates.detailTitle')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {detail.isPending || !row ? (
        <Flex justify="center" style={{ padding: 32 }}>
          {detail.isPending && <Spin />}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={columns.map((spec) => ({
              key: columnKey(spec),
              label: columnTitle(t, spec),
              children: cellContent(t, spec, row),
            }))}
          />
          {extra?.(row)}
        </Flex>
      )}
    </PortalDialog>
  );
}
