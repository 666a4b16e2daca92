import { RailQuoteBody } from '@freight/domain';
import { Form, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';
import { deskApi, type FclRow, type RailRow } from './api';
import { moneyText } from './PricingColumns';
import { currencyOptions, QuoteDateItem, QuoteFormDialog, QuoteTextItem, TranslationItems } from './QuoteFormDialog';
import { useQuoteForm, type StaffContact } from './useQuoteForm';

type RailInquiry = RailRow | FclRow;

interface RailQuoteValues {
  quotername: string; englishquotername: string; russianquotername: string; quotermail: string; quotedate: Dayjs; quoteremark: string;
  quotedcurrency: string; quotedprice: number | null;
  englishcommodity?: string; russiancommodity?: string; englishdooraddress?: string; russiandooraddress?: string;
}

/** The customer's own words a rail quote translates: an LCL inquiry's commodity, a full-container inquiry's door address. */
const customerWords = (inquiry: RailInquiry) => ('commodity' in inquiry
  ? { field: 'englishcommodity', written: inquiry.commodity, maxLength: 1000 } as const
  : { field: 'englishdooraddress', written: inquiry.dooraddress, maxLength: 300 } as const);

const storedWords = (inquiry: RailInquiry) => ('commodity' in inquiry
  ? { englishcommodity: inquiry.englishcommodity, russiancommodity: inquiry.russiancommodity }
  : { englishdooraddress: inquiry.englishdooraddress, russiandooraddress: inquiry.russiandooraddress });

/** What the portal calculated when the inquiry was sent: the LCL reference price, the full-container total. */
const calculatedPrice = (inquiry: RailInquiry) => ('refprice' in inquiry ? inquiry.refprice : inquiry.total);

/** The form's starting values: the stored quote when re-quoting, else the staff user and the calculated price; dated today either way. */
function startingValues(inquiry: RailInquiry, staff: StaffContact): RailQuoteValues {
  const quoted = inquiry.quotationuserid !== null;
  return {
    quotername: quoted ? inquiry.quotername : staff.name,
    englishquotername: inquiry.englishquotername,
    russianquotername: inquiry.russianquotername,
    ...storedWords(inquiry),
    quotermail: quoted ? inquiry.quotermail : staff.mail,
    quotedate: dayjs(),
    quoteremark: inquiry.quoteremark,
    quotedcurrency: quoted && inquiry.quotedcurrency ? inquiry.quotedcurrency : inquiry.currencycode,
    quotedprice: inquiry.quotedprice ?? calculatedPrice(inquiry),
  };
}

export interface RailQuoteDialogProps {
  mode: 'rail' | 'fcl';
  /** The inquiry quoted; undefined closes the dialog. */
  inquiryId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Staff quote a rail inquiry, LCL or full container (or quote it again): quoter, mail, date, one price for the whole inquiry, remark. */
export function RailQuoteDialog({ mode, inquiryId, onClose, onSaved }: RailQuoteDialogProps) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(RailQuoteBody);
  const quote = useQuoteForm({
    mode, inquiryId, startingValues, onSaved,
    send: (values: RailQuoteValues, read) => deskApi.quoteRail(mode, {
      ...values, ...read, quotedate: values.quotedate.format('YYYY-MM-DD'), quotedprice: values.quotedprice ?? 0,
    }),
  });
  const { inquiry } = quote;
  const words = inquiry && customerWords(inquiry);
  return (
    <QuoteFormDialog quote={quote} loading={!inquiry} title={t(`inquiryDesk.${mode}.quoteTitle`, { no: inquiry?.inquiryno ?? '' })} onClose={onClose}>
      <QuoteTextItem name="quotername" rules={rules} maxLength={64} required />
      <TranslationItems english="englishquotername" rules={rules} maxLength={64} />
      <QuoteTextItem name="quotermail" rules={rules} maxLength={100} />
      <QuoteDateItem />
      <Form.Item label={t('inquiryDesk.quotedprice')} required
        extra={inquiry && t('inquiryDesk.calculatedPrice', { price: moneyText(inquiry.currencycode, calculatedPrice(inquiry)) })}>
        <Space align="baseline">
          <Form.Item name="quotedcurrency" noStyle rules={rules('quotedcurrency')}>
            <Select options={currencyOptions(inquiry?.currencycode)} style={{ width: 90 }} aria-label={t('inquiryDesk.currencycode')} />
          </Form.Item>
          <Form.Item name="quotedprice" noStyle rules={rules('quotedprice')}>
            <InputNumber precision={2} style={{ width: 180 }} placeholder={t('inquiryDesk.price')} aria-label={t('inquiryDesk.price')} />
          </Form.Item>
        </Space>
      </Form.Item>
      {words?.written && <TranslationItems english={words.field} rules={rules} maxLength={words.maxLength} written={words.written} />}
      <QuoteTextItem name="quoteremark" rules={rules} maxLength={500} area />
    </QuoteFormDialog>
  );
}
