import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { overweightKg, RailLclInquiryPayload, type RailLclInquiryResult, type TruckRateRow } from '@freight/domain';
import { sendRailLclInquiry, truckRate } from '../../api/railInquiries';
import type { RailLclRate } from '../../api/railRates';
import { ConvertedPrice } from '../../components/rates/ConvertedPrice';
import { RegionCascader } from '../../../shared/components/RegionCascader';
import { RequestError } from '../../../shared/request/errors';
import { useFeedback } from '../../providers/feedbackContext';
import { blankCargo, cargoRow, openingCargo, cargoTotals, firstMissing, specialFlags, twoDecimals, type CargoDraft } from './cargoForm';
import { CargoTable } from './CargoTable';
import { railLclColumns } from './railLclColumns';
import { RateFacts } from './RateFacts';
import { PortalDialog } from '../../components/dialog/PortalDialog';
import { useCardLayout } from '../../device/useCardLayout';

interface RailLclInquiryDialogProps {
  /** The rate priced; the dialog is open while one is given. Each rate opens on a fresh form (the page keys it by rate). */
  rate?: RailLclRate;
  onClose: () => void;
}

/**
 * The rail LCL smart inquiry (portal.md §2, §5, §9): cargo rows, the pickup region, totals; "calculate"
 * stores a calculated inquiry and shows the server's reference price, "authorized" sends the entrustment.
 */
export function RailLclInquiryDialog({ rate, onClose }: RailLclInquiryDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const mobile = useCardLayout();
  const [rows, setRows] = useState<CargoDraft[]>([openingCargo()]);
  const [area, setArea] = useState<string>();
  // The region last chosen: a lookup answering after another choice is dropped.
  const chosenArea = useRef<string>(undefined);
  // The region's truck rate; undefined without a region or a truck rate.
  const [truck, setTruck] = useState<TruckRateRow>();
  // The server's figures of the last calculation; cleared when the cargo or the region changes.
  const [result, setResult] = useState<RailLclInquiryResult>();
  const [sending, setSending] = useState(false);
  const totals = cargoTotals(rows);

  const changeRow = (key: number, change: Partial<CargoDraft>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
    setResult(undefined);
  };
  const chooseRegion = async (next: string | undefined) => {
    chosenArea.current = next;
    setArea(next);
    setTruck(undefined);
    setResult(undefined);
    if (!next || !rate) return;
    const found = await truckRate({ toarea: next, portcode: rate.portofloadingcode }).catch(() => undefined);
    if (chosenArea.current === next) setTruck(found);
  };

  const submit = async (sendstatus: 'N' | 'Y') => {
    const missing = firstMissing(rows);
    if (missing) {
      message.error(t(`messages:${missing}`));
      return;
    }
    const cargo = rows.map(cargoRow);
    const inquiry = {
      rateid: rate!.rwlclrateid,
      portofloadingcode: rate!.portofloadingcode,
      commodity: cargo.map((row) => row.name).join(','),
      unitofpackage: cargo.map((row) => row.packingType).join(','),
      weight: totals.weight,
      measurement: totals.volume,
      refprice: result?.referencePrice ?? 0,
      sendstatus,
      currencycode: result?.currencycode,
      exchangerate: result?.exchangerate,
      createddatetime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      loadingarea: area ?? '',
      loadingtype: 'LCL' as const,
      cargo,
      inquiryId: sendstatus === 'Y' ? result?.inquiryId : undefined,
    };
    const issue = RailLclInquiryPayload.safeParse(inquiry).error?.issues[0];
    if (issue) {
      message.error(t(`messages:${issue.message}`, { defaultValue: t('messages:field.invalid') }));
      return;
    }
    setSending(true);
    try {
      setResult(await sendRailLclInquiry(inquiry));
      message.success(t(sendstatus === 'N' ? 'lclInquiry.calculated' : 'lclInquiry.authorized'));
    } catch (error) {
      message.error(error instanceof RequestError && error.code === 400 ? error.message : t('lclInquiry.failed'));
    } finally {
      setSending(false);
    }
  };

  const special = rows.some((row) => specialFlags.some((flag) => row[flag]));
  const inResultCurrency = (amount: number | undefined) => (result ? `${result.currencycode} ${twoDecimals(amount)}` : '-');
  return (
    <PortalDialog open={rate !== undefined} title={t('lclInquiry.title')} onCancel={onClose} footer={null} width={1200} destroyOnHidden>
      {rate && (
        <Flex vertical gap={16}>
          <RateFacts row={rate} columns={railLclColumns} title={t('lclInquiry.rate')} />
          <h2 className="portal-section-title" style={{ margin: 0 }}>{t('lclInquiry.cargo')}</h2>
          <CargoTable rows={rows} onChange={changeRow} onRemove={(key) => { setRows((current) => current.filter((row) => row.key !== key)); setResult(undefined); }} />
          <Flex gap={8} wrap align="center">
            <Button onClick={() => setRows((current) => [...current, blankCargo(Math.max(...current.map((row) => row.key)) + 1)])}>
              {t('lclInquiry.addRow')}
            </Button>
            <Typography.Text type={totals.weight > overweightKg ? 'warning' : 'secondary'}>{t('lclInquiry.overweightHint')}</Typography.Text>
          </Flex>
          {special && <Alert type="warning" showIcon title={t('lclInquiry.specialNote')} />}
          <Form layout={mobile ? 'vertical' : 'inline'}>
            <Form.Item label={t('lclInquiry.region')} htmlFor="lcl-region" style={mobile ? undefined : { minWidth: 360 }}>
              <RegionCascader id="lcl-region" placeholder={t('lclInquiry.regionPlaceholder')} value={area} onChange={(next) => void chooseRegion(next)} />
            </Form.Item>
            <Form.Item label={t('lclInquiry.pickupPerCbm')}>
              <Typography.Text data-testid="pickup-per-cbm">{truck ? `${truck.currencycode} ${twoDecimals(truck.pricecbm)}` : twoDecimals(0)}</Typography.Text>
            </Form.Item>
          </Form>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'weight', label: t('lclInquiry.totalWeight'), children: twoDecimals(totals.weight) },
              { key: 'volume', label: t('lclInquiry.totalVolume'), children: twoDecimals(totals.volume) },
              { key: 'chargeable', label: t('lclInquiry.chargeableVolume'), children: twoDecimals(result?.chargeableVolume) },
              // The fees are shown as the server converted them, in the reference price's currency.
              { key: 'pickup', label: t('lclInquiry.pickupPrice'), children: inResultCurrency(result?.pickupPrice) },
              { key: 'operator', label: t('lclInquiry.operatorFee'), children: inResultCurrency(result?.operatorFee) },
              {
                key: 'reference',
                label: t('lclInquiry.referencePrice'),
                children: <ConvertedPrice amount={result?.referencePrice} currency={result?.currencycode} rates={result?.exchangeRates} testId="reference-price" />,
              },
            ]}
          />
          <Flex justify="end" gap={8}>
            <Button loading={sending} onClick={() => void submit('N')}>{t('lclInquiry.calculate')}</Button>
            <Button type="primary" loading={sending} disabled={result?.sendstatus === 'Y'} onClick={() => void submit('Y')}>
              {t('lclInquiry.authorize')}
            </Button>
          </Flex>
        </Flex>
      )}
    </PortalDialog>
  );
}
