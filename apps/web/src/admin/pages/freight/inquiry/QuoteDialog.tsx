import { useQuery } from '@tanstack/react-query';
import { SeaQuoteBody, type SeaContainerType } from '@freight/domain';
import { App, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordChanged, RecordChangedAlert, useSchemaRules } from '../../../components/list';
import { sessionStore } from '../../../session/sessionStore';
import { useStore } from '../../../store';
import { deskApi, type SeaDetail } from './api';

const currencies = ['USD', 'CNY', 'EUR', 'RUB'].map((code) => ({ value: code, label: code }));

interface QuoteLineValues { containertype: SeaContainerType; currencycode: string; price?: number }
interface QuoteValues {
  quotername: string; quoterphone: string; quoterfax: string; quotermail: string; quoterqq: string;
  quotedate: Dayjs; quoteremark: string; lines: QuoteLineValues[];
}

/** The form's starting values: the stored quote when re-quoting, else the staff user's name and contacts, today, and one price row per requested type. */
function startingValues(inquiry: SeaDetail, staff: { name: string; phone: string; mail: string }): QuoteValues {
  const stored = new Map(inquiry.lines.map((line) => [line.containertype, line]));
  return {
    quotername: inquiry.quoted ? inquiry.quotername : staff.name,
    quoterphone: inquiry.quoted ? inquiry.quoterphone : staff.phone,
    quoterfax: inquiry.quoterfax,
    quotermail: inquiry.quoted ? inquiry.quotermail : staff.mail,
    quoterqq: inquiry.quoterqq,
    quotedate: inquiry.quoted && inquiry.quotedate ? dayjs(inquiry.quotedate) : dayjs(),
    quoteremark: inquiry.quoteremark,
    lines: inquiry.requested.map((containertype) => ({
      containertype, currencycode: stored.get(containertype)?.currencycode ?? 'USD', price: stored.get(containertype)?.price,
    })),
  };
}

export interface QuoteDialogProps {
  /** The sea inquiry quoted; undefined closes the dialog. */
  inquiryId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Staff quote a sea inquiry (or quote it again): quoter, contacts, date, remark and a price per requested container type. */
export function QuoteDialog({ inquiryId, onClose, onSaved }: QuoteDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const rules = useSchemaRules(SeaQuoteBody);
  const user = useStore(sessionStore, (s) => s.user);
  const [form] = Form.useForm<QuoteValues>();
  const [saving, setSaving] = useState(false);
  /** The inquiry whose quote was refused because someone else saved it after it was read. */
  const [changedId, setChangedId] = useState<number>();
  const detail = useQuery({
    queryKey: ['inquiry-desk-quote', inquiryId],
    queryFn: () => deskApi.detail<SeaDetail>('sea', inquiryId!),
    enabled: inquiryId !== undefined,
    gcTime: 0,
  });
  const inquiry = detail.isFetching ? undefined : detail.data;

  useEffect(() => {
    if (inquiry) form.setFieldsValue(startingValues(inquiry, { name: user?.nickName || user?.userName || '', phone: user?.phonenumber ?? '', mail: user?.email ?? '' }));
  }, [inquiry, form, user]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The whole store: each line's container type has no field of its own.
    const values = form.getFieldsValue(true) as QuoteValues;
    setSaving(true);
    try {
      await deskApi.quote({
        ...values, inquiryId: inquiryId!, version: inquiry!.version, quotedate: values.quotedate.format('YYYY-MM-DD'),
        lines: values.lines.map((line) => ({ ...line, price: line.price ?? 0 })),
      });
      void message.success(t('inquiryDesk.quoteSaved'));
      onSaved();
    } catch (error) {
      // The request client has shown the server's message; the dialog stays open for a correction.
      if (isRecordChanged(error)) setChangedId(inquiryId);
    } finally {
      setSaving(false);
    }
  };

  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <Modal open={inquiryId !== undefined} title={t('inquiryDesk.quoteTitle', { no: inquiry?.inquiryno ?? '' })} width={700}
      onOk={save} onCancel={onClose} confirmLoading={saving} okText={t('common.confirm')} cancelText={t('common.cancel')} forceRender>
      {changedId !== undefined && changedId === inquiryId && (
        <RecordChangedAlert onReload={() => { setChangedId(undefined); void detail.refetch(); }} />
      )}
      <Spin spinning={!inquiry}>
        <Form form={form} name="quote" layout="horizontal" labelCol={{ flex: '110px' }} labelWrap className="edit-form">
          <Form.Item name="quotername" label={t('inquiryDesk.quotername')} required rules={rules('quotername')}>
            <Input placeholder={enter('inquiryDesk.quotername')} maxLength={64} />
          </Form.Item>
          <Form.Item name="quoterphone" label={t('inquiryDesk.quoterphone')} rules={rules('quoterphone')}>
            <Input placeholder={enter('inquiryDesk.quoterphone')} maxLength={40} />
          </Form.Item>
          <Form.Item name="quoterfax" label={t('inquiryDesk.quoterfax')} rules={rules('quoterfax')}>
            <Input placeholder={enter('inquiryDesk.quoterfax')} maxLength={40} />
          </Form.Item>
          <Form.Item name="quotermail" label={t('inquiryDesk.quotermail')} rules={rules('quotermail')}>
            <Input placeholder={enter('inquiryDesk.quotermail')} maxLength={100} />
          </Form.Item>
          <Form.Item name="quoterqq" label={t('inquiryDesk.quoterqq')} rules={rules('quoterqq')}>
            <Input placeholder={enter('inquiryDesk.quoterqq')} maxLength={12} />
          </Form.Item>
          <Form.Item name="quotedate" label={t('inquiryDesk.quotedate')} required
            rules={[{ required: true, message: t('messages:inquiryDesk.quotedate.required') }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item label={t('inquiryDesk.lines')} required>
            <Form.List name="lines">
              {(fields) => fields.map((field) => (
                <Space key={field.key} align="baseline" className="quote-line">
                  <Typography.Text strong style={{ display: 'inline-block', width: 56 }}>{form.getFieldValue(['lines', field.name, 'containertype'])}</Typography.Text>
                  <Form.Item name={[field.name, 'currencycode']} noStyle>
                    <Select options={currencies} style={{ width: 90 }} aria-label={t('inquiryDesk.currencycode')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} rules={[{ required: true, type: 'number', min: 0, message: t('messages:inquiryDesk.line.price') }]}>
                    <InputNumber min={0} precision={2} style={{ width: 160 }} placeholder={t('inquiryDesk.price')}
                      aria-label={`${t('inquiryDesk.price')} ${form.getFieldValue(['lines', field.name, 'containertype'])}`} />
                  </Form.Item>
                </Space>
              ))}
            </Form.List>
          </Form.Item>
          <Form.Item name="quoteremark" label={t('inquiryDesk.quoteremark')} rules={rules('quoteremark')}>
            <Input.TextArea placeholder={enter('inquiryDesk.quoteremark')} maxLength={500} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
