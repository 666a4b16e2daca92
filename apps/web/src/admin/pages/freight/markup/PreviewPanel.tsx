import { todayUtc, type MarkupPreviewQuery, type MarkupRule } from '@freight/domain';
import { Alert, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewMarkups, useCustomerOptions, type MarkupPreview, type PreviewLine } from './api';
import { markupText, useMarkupOptions, usePrecedence } from './options';

/**
 * The precedence rule, and the preview: for a chosen customer and lane, the rules in the order they are tried and,
 * for the lane's first sailings still to come (as the portal lists them), the buy price, the rule applied and the sell price.
 */
export function PreviewPanel() {
  const { t } = useTranslation('admin');
  const customers = useCustomerOptions();
  const options = useMarkupOptions();
  const precedence = usePrecedence();
  const [form] = Form.useForm<MarkupPreviewQuery>();
  const [preview, setPreview] = useState<MarkupPreview>();
  const [loading, setLoading] = useState(false);
  const run = async (query: MarkupPreviewQuery) => {
    setLoading(true);
    try {
      setPreview(await previewMarkups(query));
    } finally {
      setLoading(false);
    }
  };
  const ruleColumns = [
    { key: 'markupId', title: t('markup.markupId'), dataIndex: 'markupId' },
    { key: 'precedence', title: t('markup.precedence'), render: (_: unknown, r: MarkupRule) => precedence(r) },
    { key: 'value', title: t('markup.value'), render: (_: unknown, r: MarkupRule) => markupText(r) },
    { key: 'valid', title: `${t('markup.validfrom')} – ${t('markup.validto')}`, render: (_: unknown, r: MarkupRule) => `${r.validfrom} – ${r.validto}` },
    { key: 'additional', title: t('markup.additional'), render: (_: unknown, r: MarkupRule) => t(r.additional ? 'freight.yes' : 'freight.no') },
  ];
  const money = (value: number | null, line: PreviewLine) => (value === null ? t('markup.noQuote') : `${line.currencycode} ${value.toFixed(2)}`);
  const lineColumns = [
    { key: 'rateid', title: 'ID', dataIndex: 'rateid' },
    { key: 'departure', title: t('markup.departure'), dataIndex: 'departure' },
    { key: 'carriercode', title: t('markup.carriercode'), dataIndex: 'carriercode' },
    { key: 'unit', title: t('markup.unit'), dataIndex: 'unit' },
    { key: 'buy', title: t('markup.buy'), render: (_: unknown, l: PreviewLine) => money(l.buy, l) },
    { key: 'rule', title: t('markup.rule'), render: (_: unknown, l: PreviewLine) => (l.markupIds.length ? l.markupIds.map((id) => `#${id}`).join(' + ') : '—') },
    { key: 'sell', title: t('markup.sell'), render: (_: unknown, l: PreviewLine) => money(l.sell, l) },
    { key: 'margin', title: t('markup.margin'), render: (_: unknown, l: PreviewLine) => money(l.margin, l) },
  ];
  return (
    <Card size="small" title={t('markup.preview')} style={{ marginBottom: 12 }} data-testid="markup-preview">
      <Alert type="info" showIcon message={`${t('markup.precedence')}: ${t('markup.precedence.rule')}`} style={{ marginBottom: 12 }} />
      <Form form={form} layout="inline" initialValues={{ kind: 'sea', day: todayUtc() }} onFinish={(query) => void run(query)}>
        <Form.Item name="customerId" label={t('markup.customer')} rules={[{ required: true, message: t('form.select', { field: t('markup.customer') }) }]}>
          <Select showSearch optionFilterProp="label" options={customers} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="kind" label={t('markup.kind')}><Select options={options.kinds} style={{ width: 140 }} /></Form.Item>
        <Form.Item name="portofloadingcode" label={t('markup.portofloadingcode')} rules={[{ required: true, message: t('form.enter', { field: t('markup.portofloadingcode') }) }]}>
          <Input maxLength={10} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="destinationcode" label={t('markup.destinationcode')} rules={[{ required: true, message: t('form.enter', { field: t('markup.destinationcode') }) }]}>
          <Input maxLength={10} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="day" label={t('markup.validfrom')}><Input type="date" style={{ width: 150 }} /></Form.Item>
        <Form.Item><Space><Button type="primary" htmlType="submit" loading={loading}>{t('markup.preview.run')}</Button></Space></Form.Item>
      </Form>
      {preview && (
        <>
          <h4 style={{ marginTop: 12 }}>{t('markup.preview.rules')}</h4>
          <Table size="small" rowKey="markupId" pagination={false} columns={ruleColumns} dataSource={preview.rules} />
          <Table size="small" rowKey={(l) => `${l.rateid}-${l.unit}`} pagination={false} columns={lineColumns} dataSource={preview.lines}
            locale={{ emptyText: t('markup.preview.none') }} style={{ marginTop: 12 }} scroll={{ y: 320 }} />
        </>
      )}
    </Card>
  );
}
