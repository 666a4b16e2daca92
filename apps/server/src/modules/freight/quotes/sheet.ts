import { messages, railCargoText, round2, seaContainersText, seaQuantityColumns, totalsPerCurrency, translate, type Language, type RailQuotation, type SeaQuotation, type Surcharge } from '@freight/domain';
import { documentText, type DocumentText } from './pdfTexts';

/** One priced line of a quote: what it is, how many, at what price each, and what they come to. */
export interface ChargeLine {
  charge: string;
  /** Staff's remark on the line, '' for none. */
  note: string;
  quantity: number;
  currencycode: string;
  unitPrice: number;
  amount: number;
}

/** A charge of the rate that the quoted prices leave out, listed so the customer knows it. */
export interface SurchargeLine {
  charge: string;
  paidAt: string;
  per: string;
  currencycode: string;
  amount: number;
}

/** A quote as the document lays it out, whatever kind of inquiry it answers; texts are in the reader's language. */
export interface QuoteSheet {
  title: string;
  inquiryno: string;
  /** Whom at the customer the quote is for, as the inquiry names them ('' when it does not). */
  attention: string;
  route: string;
  /** What was asked for: carrier, sailing or departure, cargo. */
  facts: [label: string, value: string][];
  status: string;
  quotedate: string | null;
  validUntil: string | null;
  lines: ChargeLine[];
  totals: { currencycode: string; amount: number }[];
  surcharges: SurchargeLine[];
  remark: string;
  contact: string;
}

const contactOf = (t: DocumentText, quote: { XC__quotername: string; quoterphone?: string; quotermail: string }) =>
  [quote.XC__quotername, quote.quoterphone && `${t('quote.phone')} ${quote.quoterphone}`, quote.quotermail && `${t('quote.mail')} ${quote.quotermail}`].filter(Boolean).join('    ');

const statusOf = (quotation: { quotestatus: string }, language: Language) => translate(messages, language, `quoteStatus.${quotation.quotestatus}`);

/** What a surcharge is charged per: the bill, a container, a cubic metre or one container type. */
function perOf(t: DocumentText, unit: string): string {
  if (unit === '') return t('unit.bill');
  if (unit === 'CTR') return t('unit.container');
  if (unit === 'CBM') return t('unit.cbm');
  return unit;
}

/** A sea quote's sheet: one line per container type asked for, the rate's surcharges listed apart. */
export function seaSheet(quotation: SeaQuotation, language: Language, surcharges: readonly Surcharge[] = []): QuoteSheet {
  const t = documentText(language);
  const lines = quotation.lines.map((line): ChargeLine => {
    const quantity = quotation[seaQuantityColumns[line.containertype]];
    return {
      charge: t('seaFreight', { box: line.containertype }), note: line.remark, quantity, currencycode: line.currencycode,
      unitPrice: line.price, amount: round2(line.price * quantity),
    };
  });
  return {
    title: t('quote.title'), inquiryno: quotation.inquiryno, attention: quotation.inquirer,
    route: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode}) → ${quotation.XC__placeofdeliverycode} (${quotation.placeofdeliverycode})`,
    facts: [
      [t('column.carrier'), `${quotation.carriername}${quotation.vesselname ? ` · ${quotation.vesselname} ${quotation.voyno}` : ''}`],
      [t('column.sailing'), quotation.etddate],
      [t('column.quantities'), seaContainersText(quotation)],
    ],
    status: statusOf(quotation, language), quotedate: quotation.quotedate, validUntil: quotation.quotevaliduntil,
    lines, totals: totalsPerCurrency(lines),
    surcharges: surcharges.map((s) => ({
      charge: s.freightname, paidAt: t(s.ratetype === 'Paid at Destination' ? 'paidAt.destination' : 'paidAt.origin'), per: perOf(t, s.unit),
      currencycode: s.currencycode, amount: Number(s.amount),
    })),
    remark: quotation.quoteremark, contact: contactOf(t, quotation),
  };
}

/** A rail quote's sheet: one price for the whole inquiry. */
export function railSheet(quotation: RailQuotation, language: Language): QuoteSheet {
  const t = documentText(language);
  const lines: ChargeLine[] = quotation.quotedprice === null ? [] : [{
    charge: t('railFreight'), note: '', quantity: 1, currencycode: quotation.quotedcurrency, unitPrice: quotation.quotedprice, amount: quotation.quotedprice,
  }];
  return {
    title: t('railQuote.title'), inquiryno: quotation.inquiryno, attention: '',
    route: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode}) → ${quotation.XC__finaldestinationcode} (${quotation.finaldestinationcode})`,
    facts: [[t('railQuote.departure'), quotation.senddatetime], [t('railQuote.cargo'), railCargoText(quotation.cargo, t)]],
    status: statusOf(quotation, language), quotedate: quotation.quotedate, validUntil: quotation.quotevaliduntil,
    lines, totals: totalsPerCurrency(lines), surcharges: [], remark: quotation.quoteremark, contact: contactOf(t, quotation),
  };
}
