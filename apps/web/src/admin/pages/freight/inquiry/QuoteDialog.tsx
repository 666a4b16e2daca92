import { SeaQuoteBody, type SeaContainerType } from '@freight/domain';
import { Form, InputNumber, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';
import { deskApi, type SeaDetail } from './api';
import { currencyOptions, QuoteDateItem, QuoteFormDialog, QuoteTextItem, TranslationItems } from './QuoteFormDialog';
import { useQuoteForm, type StaffContact } from './useQuoteForm';

const currencies = currencyOptions();

interface QuoteLineValues { containertype: SeaContainerType; currencycode: string; price?: number }
interface QuoteValues {
  quotername: string; englishquotername: string; russianquotername: string; quoterphone: string; quoterfax: string; quotermail: string; quoterqq: string;
  englishreturnctnaddress: string; russianreturnctnaddress: string; quotedate: Dayjs; quoteremark: string; lines: QuoteLineValues[];
}

/** The form's starting values: the stored quote when re-quoting, else the staff user's name and contacts, today, and one price row per requested type. */
function startingValues(inquiry: SeaDetail, staff: StaffContact): QuoteValues {
  const stored = new Map(inquiry.lines.map((line) => [line.containertype, line]));
  return {
    quotername: inquiry.quoted ? inquiry.quotername : staff.name,
    englishquotername: inquiry.englishquotername,
    russianquotername: inquiry.russianquotername,
    quoterphone: inquiry.quoted ? inquiry.quoterphone : staff.phone,
    quoterfax: inquiry.quoterfax,
    quotermail: inquiry.quoted ? inquiry.quotermail : staff.mail,
    quoterqq: inquiry.quoterqq,
    englishreturnctnaddress: inquiry.englishreturnctnaddress,
    russianreturnctnaddress: inquiry.russianreturnctnaddress,
    quotedate: inquiry.quoted && inquiry.quotedate ? dayjs(inquiry.quotedate) : dayjs(),
    quoteremark: inquiry.quoteremark,
    lines: inquiry.requested.map((containertype) => ({
      containertype, currencycode: stored.get(containertype)?.currencycode ?? 'USD', price: stored.get(containertype)?.price,
    })),
  };
}

const send = (values: QuoteValues, read: { inquiryId: number; version: number }) => deskApi.quote({
  ...values, ...read, quotedate: values.quotedate.format('YYYY-MM-DD'),
  lines: values.lines.map((line) => ({ ...line, price: line.price ?? 0 })),
});

export interface QuoteDialogProps {
  /** The sea inquiry quoted; undefined closes the dialog. */
  inquiryId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Staff quote a sea inquiry (or quote it again): quoter, contacts, date, remark and a price per requested container type. */
export function QuoteDialog({ inquiryId, onClose, onSaved }: QuoteDialogProps) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(SeaQuoteBody);
  const quote = useQuoteForm({ mode: 'sea', inquiryId, startingValues, send, onSaved });
  const { form } = quote;
  return (
    <QuoteFormDialog quote={quote} loading={!quote.inquiry} title={t('inquiryDesk.quoteTitle', { no: quote.inquiry?.inquiryno ?? '' })} width={700} onClose={onClose}>
      <QuoteTextItem name="quotername" rules={rules} maxLength={64} required />
      <TranslationItems english="englishquotername" rules={rules} maxLength={64} />
      <QuoteTextItem name="quoterphone" rules={rules} maxLength={40} />
      <QuoteTextItem name="quoterfax" rules={rules} maxLength={40} />
      <QuoteTextItem name="quotermail" rules={rules} maxLength={100} />
      <QuoteTextItem name="quoterqq" rules={rules} maxLength={12} />
      <QuoteDateItem />
      <Form.Item label={t('inquiryDesk.lines')} required>
        <Form.List name="lines">
          {(fields) => fields.map((field) => (
            <Space key={field.key} align="baseline" className="quote-line">
              <Typography.Text strong style={{ display: 'inline-block', width: 56 }}>{form.getFieldValue(['lines', field.name, 'containertype'])}</Typography.Text>
              <Form.Item name={[field.name, 'currencycode']} noStyle>
                <Select options={currencies} style={{ width: 90 }} aria-label={t('inquiryDesk.currencycode')} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} rules={[{ required: true, type: 'number', min: 0, message: t('messages:inquiryDesk.line.price') }]}>
                <InputNumber precision={2} style={{ width: 160 }} placeholder={t('inquiryDesk.price')}
                  aria-label={`${t('inquiryDesk.price')} ${form.getFieldValue(['lines', field.name, 'containertype'])}`} />
              </Form.Item>
            </Space>
          ))}
        </Form.List>
      </Form.Item>
      {quote.inquiry?.returnctnaddress && (
        <TranslationItems english="englishreturnctnaddress" rules={rules} maxLength={200} written={quote.inquiry.returnctnaddress} />
      )}
      <QuoteTextItem name="quoteremark" rules={rules} maxLength={500} area />
    </QuoteFormDialog>
  );
}
