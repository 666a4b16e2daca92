import { Empty, Spin, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withoutOceanFreight } from '@freight/domain';
import { seaSurcharges, type Surcharge } from '../../api/rateExtras';
import { useLanguage } from '../../../shared/useLanguage';
import { Price } from '../../components/rates/Price';
import { SafeHtml } from '../../../shared/richText/SafeHtml';
import { tableColumns, type ColumnSpec } from '../../components/tableColumns';
import { surchargeSide } from './surcharges';
import { PortalDialog } from '../../components/dialog/PortalDialog';
import { ListCards } from '../../components/ListCards';
import { useCardLayout } from '../../device/useCardLayout';

type SurchargeRow = Surcharge & { key: number };

// On a phone each charge is a card headed by its name.
const surchargeColumns: ColumnSpec<SurchargeRow>[] = [
  { label: 'surchargeType', field: 'ratetype', render: (row, t) => t(`surcharge.${surchargeSide(row.ratetype)}`), card: 'fact' },
  { label: 'feeName', field: 'freightname', card: 'route' },
  { label: 'currency', field: 'currencycode', card: 'fact' },
  { label: 'amount', field: 'amount', render: (row) => <Price value={row.amount} unit={row.unit} />, card: 'fact' },
  { label: 'remark', field: 'remark', render: (row) => <SafeHtml html={row.remark} />, card: 'fact' },
];

/** The other charges of a sea rate, without the ocean freight line (shown in the list already). */
export function SurchargeDialog({ fclrateid, onClose }: { fclrateid?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mobile = useCardLayout();
  const surcharges = useQuery({
    queryKey: ['portal', 'surcharges', fclrateid, language],
    queryFn: () => seaSurcharges(fclrateid!),
    enabled: fclrateid !== undefined,
    retry: false,
  });
  const rows = withoutOceanFreight(surcharges.data ?? []).map((row, key) => ({ ...row, key }));

  return (
    <PortalDialog open={fclrateid !== undefined} title={t('sea.surchargesTitle')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {mobile ? (
        <Spin spinning={surcharges.isFetching}>
          <ListCards<SurchargeRow> columns={surchargeColumns} rows={rows} rowKey="key" empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />} />
        </Spin>
      ) : (
        <Table<SurchargeRow> rowKey="key" size="small" columns={tableColumns(t, surchargeColumns)} dataSource={rows} loading={surcharges.isFetching} pagination={false} />
      )}
    </PortalDialog>
  );
}
