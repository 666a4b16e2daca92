import { useRef, useState } from 'react';
import { Button, Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Table, Typography, type FormRule } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fclQuote, fromCny, includesTrucking, RailFclInquiryPayload, tradeTerms, transportModes, type ChargeLine, type TransportMode } from '@freight/domain';
import { sendRailFclInquiry, truckRate } from '../../api/railInquiries';
import type { RailFclRate } from '../../api/railRates';
import { amountOf } from '../../api/money';
import { RegionCascader } from '../../../shared/components/RegionCascader';
import { useSession } from '../../session/SessionContext';
import type { ExchangeRates } from '../../session/exchangeRates';
import { RateFacts } from '../railway/RateFacts';
import { useFeedback } from '../../providers/feedbackContext';
import { railFclColumns } from './railFclColumns';
import { PortalDialog } from '../../components/dialog/PortalDialog';

interface QuoteForm {
  loadingarea?: string;
  transportmode: TransportMode;
  tradeterm: (typeof tradeTerms)[number];
  gp20qty: number | null;
  hq40qty: number | null;
  dooraddress?: string;
}

const initialQuote: QuoteForm = { transportmode: 'station', tradeterm: 'FOB', gp20qty: 0, hq40qty: 0 };

/** "At least one of COC or SOC" (portal.md §5), shown under both counts, from the schema the server uses. */
const boxesRule = (t: TFunction): FormRule => ({ getFieldsValue }) => ({
  validator: async () => {
    const { gp20qty, hq40qty } = getFieldsValue(['gp20qty', 'hq40qty']) as QuoteForm;
    const issue = RailFclInquiryPayload.safeParse({ ...initialQuote, rateid: 1, gp20qty: gp20qty ?? 0, hq40qty: hq40qty ?? 0 }).error?.issues[0];
    if (issue) throw new Error(t(`messages:${issue.message}`));
  },
});

/** CNY to the rate's currency, from the session's exchange rates. */
const cnyRateTo = (currency: string, rates: ExchangeRates) => (currency === 'USD' ? rates.usd : currency === 'RUB' ? rates.rub : undefined);

interface RailFclQuoteDialogProps {
  /** The rate quoted; open while one is given. Each rate opens on fresh rows (the page keys it by rate). */
  rate?: RailFclRate;
  onClose: () => void;
}

/**
 * The rail full-container quote (portal.md §2 rail FCL page): the region, transport mode, trade term and
 * the COC / SOC counts give the freight (YF) lines, the trucking (TRU) line when the mode collects the boxes
 * at the door, and the total; "authorized" sends it.
 */
export function RailFclQuoteDialog({ rate, onClose }: RailFclQuoteDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { exchangeRates } = useSession();
  const [form] = Form.useForm<QuoteForm>();
  const values = Form.useWatch([], form) ?? initialQuote;
  // Trucking per 40HQ in CNY from the chosen region; undefined without a region or a truck rate.
  const [truck, setTruck] = useState<{ pricehc: number; currencycode: string }>();
  // The region last chosen: a lookup answering after another choice is dropped.
  const chosenArea = useRef<string>(undefined);

  const currencycode = rate?.currencycode ?? 'USD';
  const truckPerContainer = truck && (truck.currencycode === currencycode ? truck.pricehc : fromCny(truck.pricehc, currencycode, cnyRateTo(currencycode, exchangeRates)));
  const quote = fclQuote({
    coc: values.gp20qty ?? 0,
    soc: values.hq40qty ?? 0,
    price20: amountOf(rate?.price20) ?? 0,
    pricehc: amountOf(rate?.pricehc) ?? 0,
    currencycode,
    transportmode: values.transportmode,
    truckPerContainer,
  });
  const containers = (values.gp20qty ?? 0) + (values.hq40qty ?? 0);

  const chooseRegion = async (area: string | undefined) => {
    chosenArea.current = area;
    setTruck(undefined);
    if (!area || !rate) return;
    const found = await truckRate({ toarea: area, portcode: rate.portofloadingcode }).catch(() => undefined);
    if (chosenArea.current === area) setTruck(found);
  };

  const send = useMutation({
    mutationFn: sendRailFclInquiry,
    onSuccess: () => {
      message.success(t('fclQuote.success'));
      onClose();
    },
  });
  const authorize = (form: QuoteForm) =>
    send.mutate({
      rateid: rate!.rwrateid,
      portofloadingcode: rate!.portofloadingcode,
      gp20qty: form.gp20qty ?? 0,
      hq40qty: form.hq40qty ?? 0,
      loadingarea: form.loadingarea ?? '',
      tradeterm: form.tradeterm,
      transportmode: form.transportmode,
      dooraddress: form.dooraddress ?? '',
      loadingtype: 'FCL',
      price: JSON.stringify(quote.lines),
    });

  const money = (value: number) => `${currencycode} ${value.toFixed(2)}`;
  const count = (field: 'gp20qty' | 'hq40qty', label: string) => (
    <Form.Item name={field} label={label} rules={[boxesRule(t)]} dependencies={[field === 'gp20qty' ? 'hq40qty' : 'gp20qty']} validateTrigger={['onChange', 'onBlur']}>
      <InputNumber min={0} precision={0} step={1} style={{ width: 140 }} />
    </Form.Item>
  );

  return (
    <PortalDialog open={rate !== undefined} title={t('fclQuote.title')} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      {rate && (
        <Flex vertical gap={16}>
          <RateFacts row={rate} columns={railFclColumns} title={t('fclQuote.basic')} />
          <Form<QuoteForm> form={form} layout="vertical" initialValues={initialQuote} onFinish={authorize} disabled={send.isPending}>
            <Flex gap={16} wrap>
              <Form.Item name="loadingarea" label={t('lclInquiry.region')} style={{ minWidth: 280 }}>
                <RegionCascader placeholder={t('lclInquiry.regionPlaceholder')} onChange={(area) => void chooseRegion(area)} />
              </Form.Item>
              <Form.Item name="transportmode" label={t('fclQuote.transportMode')} style={{ minWidth: 240 }}>
                <Select options={transportModes.map((mode) => ({ value: mode, label: t(`fclQuote.mode.${mode}`) }))} />
              </Form.Item>
              <Form.Item name="tradeterm" label={t('fclQuote.tradeTerm')}>
                <Radio.Group options={tradeTerms.map((term) => ({ value: term, label: term }))} optionType="button" />
              </Form.Item>
            </Flex>
            <Flex gap={16} wrap>
              {count('gp20qty', t('fclQuote.coc'))}
              {count('hq40qty', t('fclQuote.soc'))}
              {values.transportmode === 'door' && (
                <Form.Item name="dooraddress" label={t('column.doorAddress')} style={{ flex: 1, minWidth: 240 }}>
                  <Input maxLength={300} />
                </Form.Item>
              )}
            </Flex>
            <h2 className="portal-section-title">{t('fclQuote.fees')}</h2>
            <Table<ChargeLine>
              size="small"
              rowKey={(line) => `${line.freightcode}-${line.containertype}`}
              dataSource={quote.lines}
              pagination={false}
              columns={[
                { key: 'name', title: t('column.feeName'), render: (_, line) => t(`fclQuote.freight.${line.freightcode}`) },
                { key: 'type', title: t('fclQuote.containerType'), dataIndex: 'containertype' },
                { key: 'unit', title: t('fclQuote.unit'), dataIndex: 'unit' },
                { key: 'quantity', title: t('fclQuote.quantity'), dataIndex: 'quantity' },
                { key: 'price', title: t('fclQuote.price'), render: (_, line) => money(line.price) },
                { key: 'amount', title: t('column.amount'), render: (_, line) => money(line.amount) },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={5}>{t('fclQuote.total')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1}><Typography.Text strong data-testid="fcl-total">{money(quote.total)}</Typography.Text></Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
            {includesTrucking(values.transportmode) && values.loadingarea && truckPerContainer === undefined && (
              <Typography.Text type="secondary">{t('fclQuote.noTrucking')}</Typography.Text>
            )}
            <Descriptions
              size="small"
              style={{ marginTop: 16 }}
              column={{ xs: 1, sm: 3 }}
              items={[
                { key: 'containers', label: t('fclQuote.containers'), children: containers },
                { key: 'per', label: t('fclQuote.perContainer'), children: containers ? money(quote.total / containers) : '-' },
                { key: 'total', label: t('fclQuote.total'), children: money(quote.total) },
              ]}
            />
            <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
              <Button onClick={onClose}>{t('fclQuote.close')}</Button>
              <Button type="primary" htmlType="submit" loading={send.isPending}>{t('fclQuote.authorize')}</Button>
            </Flex>
          </Form>
        </Flex>
      )}
    </PortalDialog>
  );
}
