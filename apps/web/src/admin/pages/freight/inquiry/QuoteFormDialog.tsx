import { DatePicker, Form, Input, Modal, Spin, type FormInstance, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordChangedAlert } from '../../../components/list';

/** The currencies staff quote in, and `also` (the inquiry's own) when it is another one. */
export function currencyOptions(also?: string) {
  const codes = ['USD', 'CNY', 'EUR', 'RUB'];
  if (also && !codes.includes(also)) codes.push(also);
  return codes.map((code) => ({ value: code, label: code }));
}

interface QuoteFormDialogProps<V> {
  /** From useQuoteForm. */
  quote: { form: FormInstance<V>; open: boolean; saving: boolean; save: () => Promise<void>; reload?: () => void };
  /** Spins until the inquiry is read. */
  loading: boolean;
  title: string;
  width?: number;
  onClose: () => void;
  children: ReactNode;
}

/** The quote dialog's frame on every desk: the form, the record-changed alert, OK to save. */
export function QuoteFormDialog<V>({ quote, loading, title, width = 640, onClose, children }: QuoteFormDialogProps<V>) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={quote.open} title={title} width={width} onOk={quote.save} onCancel={onClose} confirmLoading={quote.saving}
      okText={t('common.confirm')} cancelText={t('common.cancel')} forceRender>
      {quote.reload && <RecordChangedAlert onReload={quote.reload} />}
      <Spin spinning={loading}>
        <Form form={quote.form} name="quote" layout="horizontal" labelCol={{ flex: '110px' }} labelWrap className="edit-form">
          {children}
        </Form>
      </Spin>
    </Modal>
  );
}

interface QuoteTextItemProps {
  /** The quote field, labelled by its admin catalogue key `inquiryDesk.<name>`. */
  name: string;
  /** The quote schema's rules (useSchemaRules). */
  rules: (field: string) => FormRule[];
  maxLength: number;
  required?: boolean;
  /** Several lines (the remark). */
  area?: boolean;
  /** Shown under the field: the customer's own words a translation field translates. */
  extra?: ReactNode;
}

/** A text field of the quoter or the remark, checked by the quote's schema. */
export function QuoteTextItem({ name, rules, maxLength, required, area, extra }: QuoteTextItemProps) {
  const { t } = useTranslation('admin');
  const label = t(`inquiryDesk.${name}`);
  const placeholder = t('form.enter', { field: label });
  return (
    <Form.Item name={name} label={label} required={required} rules={rules(name)} extra={extra}>
      {area ? <Input.TextArea placeholder={placeholder} maxLength={maxLength} /> : <Input placeholder={placeholder} maxLength={maxLength} />}
    </Form.Item>
  );
}

interface TranslationItemsProps {
  /** The English field; the Russian one is named alike (englishcommodity, russiancommodity). */
  english: `english${string}`;
  rules: (field: string) => FormRule[];
  maxLength: number;
  /** The customer's own words, shown under both fields; none while the inquiry is read. */
  written?: string;
}

/** The English and Russian versions of the customer's own words (or the quoter's name) the portal shows its readers. */
export function TranslationItems({ english, rules, maxLength, written }: TranslationItemsProps) {
  const { t } = useTranslation('admin');
  const extra = written ? t('inquiryDesk.customerWrote', { text: written }) : undefined;
  return (
    <>
      <QuoteTextItem name={english} rules={rules} maxLength={maxLength} extra={extra} />
      <QuoteTextItem name={english.replace(/^english/, 'russian')} rules={rules} maxLength={maxLength} extra={extra} />
    </>
  );
}

/** The quote date: a day picker, so checked here rather than by the schema's text date. */
export function QuoteDateItem() {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="quotedate" label={t('inquiryDesk.quotedate')} required rules={[{ required: true, message: t('messages:inquiryDesk.quotedate.required') }]}>
      <DatePicker allowClear={false} />
    </Form.Item>
  );
}
