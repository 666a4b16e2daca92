import { useQuery } from '@tanstack/react-query';
import { seaContainersText, type InquiryDeskMode } from '@freight/domain';
import { Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deskApi, type FclDetail, type RailDetail, type SeaDetail } from './api';
import { HandledTag, QuotedTag, SendStatusTag } from './DeskTags';

export interface DetailDialogProps {
  mode: InquiryDeskMode;
  /** The inquiry shown; undefined closes the dialog. */
  inquiryId?: number;
  onClose: () => void;
}

/** An inquiry's details: the inquiry itself, then its cargo rows (rail LCL), charge lines (full container) or quoted prices (sea). */
export function DetailDialog({ mode, inquiryId, onClose }: DetailDialogProps) {
  const { t } = useTranslation('admin');
  const detail = useQuery({
    queryKey: ['inquiry-desk-detail', mode, inquiryId],
    queryFn: () => deskApi.detail<RailDetail | FclDetail | SeaDetail>(mode, inquiryId!),
    enabled: inquiryId !== undefined,
  });
  const data = detail.data;
  return (
    <Modal open={inquiryId !== undefined} title={t('inquiryDesk.detail')} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      {!data || detail.isFetching ? <Spin /> : mode === 'rail' ? <RailSection inquiry={data as RailDetail} />
        : mode === 'fcl' ? <FclSection inquiry={data as FclDetail} /> : <SeaSection inquiry={data as SeaDetail} />}
    </Modal>
  );
}

function RailSection({ inquiry }: { inquiry: RailDetail }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Descriptions size="small" bordered column={2} items={[
        { label: t('inquiryDesk.inquiryno'), children: inquiry.inquiryno },
        { label: t('inquiryDesk.customer'), children: inquiry.customerName },
        { label: t('inquiryDesk.quotationdate'), children: inquiry.quotationdate },
        { label: t('inquiryDesk.senddatetime'), children: inquiry.senddatetime },
        { label: t('inquiryDesk.portofloadingcode'), children: `${inquiry.portofloadingcode} → ${inquiry.portofdischargecode} → ${inquiry.finaldestinationcode}` },
        { label: t('inquiryDesk.loadingarea'), children: inquiry.loadingarea },
        { label: t('inquiryDesk.chargeablevolume'), children: inquiry.chargeablevolume },
        { label: t('inquiryDesk.refprice'), children: `${inquiry.refprice} ${inquiry.currencycode}` },
        { label: t('inquiryDesk.sendstatus'), children: <SendStatusTag status={inquiry.sendstatus} /> },
        { label: t('inquiryDesk.handled'), children: <HandledTag handled={inquiry.handled} /> },
      ]} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('inquiryDesk.cargo')}</Typography.Title>
      <Table size="small" pagination={false} rowKey="cargoId" dataSource={inquiry.cargo} columns={[
        { key: 'name', dataIndex: 'name', title: t('inquiryDesk.cargoName') },
        { key: 'number', dataIndex: 'number', title: t('inquiryDesk.quantity') },
        { key: 'packingType', dataIndex: 'packingType', title: t('inquiryDesk.packingType'), render: (value: number) => t(`inquiryDesk.packing.${value}`) },
        { key: 'weight', dataIndex: 'weight', title: t('inquiryDesk.weight') },
        { key: 'volume', dataIndex: 'volume', title: t('inquiryDesk.volume') },
      ]} />
    </>
  );
}

function FclSection({ inquiry }: { inquiry: FclDetail }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Descriptions size="small" bordered column={2} items={[
        { label: t('inquiryDesk.inquiryno'), children: inquiry.inquiryno },
        { label: t('inquiryDesk.customer'), children: inquiry.customerName },
        { label: t('inquiryDesk.quotationdate'), children: inquiry.quotationdate },
        { label: t('inquiryDesk.senddatetime'), children: inquiry.senddatetime },
        { label: t('inquiryDesk.portofloadingcode'), children: `${inquiry.portofloadingcode} → ${inquiry.finaldestinationcode}` },
        { label: t('inquiryDesk.vesselname'), children: inquiry.vesselname },
        { label: t('inquiryDesk.tradeterm'), children: inquiry.tradeterm },
        { label: t('inquiryDesk.transportmode'), children: inquiry.transportmode },
        { label: t('inquiryDesk.dooraddress'), children: inquiry.dooraddress || '-' },
        { label: t('inquiryDesk.handled'), children: <HandledTag handled={inquiry.handled} /> },
      ]} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('inquiryDesk.chargeLines')}</Typography.Title>
      <Table size="small" pagination={false} rowKey="lineId" dataSource={inquiry.lines} columns={[
        { key: 'freightname', dataIndex: 'freightname', title: t('inquiryDesk.freightname') },
        { key: 'containertype', dataIndex: 'containertype', title: t('inquiryDesk.containertype') },
        { key: 'unit', dataIndex: 'unit', title: t('inquiryDesk.unit') },
        { key: 'quantity', dataIndex: 'quantity', title: t('inquiryDesk.quantity') },
        { key: 'price', dataIndex: 'price', title: t('inquiryDesk.price') },
        { key: 'amount', title: t('inquiryDesk.amount'), render: (_, line) => `${line.amount} ${line.currencycode}` },
      ]} />
    </>
  );
}

function SeaSection({ inquiry }: { inquiry: SeaDetail }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Descriptions size="small" bordered column={2} items={[
        { label: t('inquiryDesk.inquiryno'), children: inquiry.inquiryno },
        { label: t('inquiryDesk.customer'), children: inquiry.customerName },
        { label: t('inquiryDesk.inquirer'), children: inquiry.inquirer },
        { label: t('inquiryDesk.quotationdate'), children: inquiry.quotationdate },
        { label: t('inquiryDesk.portofloadingcode'), children: `${inquiry.portofloadingcode} → ${inquiry.placeofdeliverycode}` },
        { label: t('inquiryDesk.etddate'), children: inquiry.etddate },
        { label: t('inquiryDesk.carriercode'), children: inquiry.carriercode },
        { label: t('inquiryDesk.vesselname'), children: [inquiry.vesselname, inquiry.voyno].filter(Boolean).join(' / ') || '-' },
        { label: t('inquiryDesk.containers'), children: seaContainersText(inquiry) },
        { label: t('inquiryDesk.returnctnaddress'), children: inquiry.returnctnaddress || '-' },
        { label: t('inquiryDesk.quoted'), children: <QuotedTag quoted={inquiry.quoted} /> },
        ...(inquiry.quoted ? [
          { label: t('inquiryDesk.quotername'), children: [inquiry.quotername, inquiry.quoterphone, inquiry.quotermail].filter(Boolean).join(' · ') },
          { label: t('inquiryDesk.quotedate'), children: inquiry.quotedate },
          { label: t('inquiryDesk.quoteremark'), children: inquiry.quoteremark || '-' },
        ] : []),
      ]} />
      {inquiry.quoted && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('inquiryDesk.lines')}</Typography.Title>
          <Table size="small" pagination={false} rowKey="containertype" dataSource={inquiry.lines} columns={[
            { key: 'containertype', dataIndex: 'containertype', title: t('inquiryDesk.containertype') },
            { key: 'price', title: t('inquiryDesk.price'), render: (_, line) => `${line.price} ${line.currencycode}` },
          ]} />
        </>
      )}
    </>
  );
}
