import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { messages, railCargoText, round2, seaContainersText, translate, type Language, type QuoteStatus, type RailQuotation, type SeaQuotation } from '@freight/domain';
import { portalCatalogue } from '@freight/domain/i18n/portal';
import { onFirstUse } from '../../../platform/onFirstUse';

const loadPdfKit = onFirstUse(() => import('pdfkit').then((module) => module.default));

/** Noto Sans Hans: Chinese, Latin and Cyrillic in one font, shipped as a package (the package exports no file paths). */
const fontFile = (weight: 'Regular' | 'Bold') =>
  join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', `NotoSansHans-${weight}.otf`);

/** The terms every quote carries, in the customer's language. */
const terms: Record<Language, string> = {
  zh_CN: '本报价仅在有效期内有效，以实际舱位和班期为准；价格不含目的地费用、关税及保险，另有说明的除外。接受报价请在门户中操作。',
  en_US: 'This quote is valid until the date shown, subject to space and schedules. Prices exclude destination charges, duties and insurance unless stated. Accept it in the portal.',
  ru_Ru: 'Котировка действует до указанной даты при наличии места и по расписанию. Цены не включают расходы в пункте назначения, пошлины и страховку, если не указано иное. Принять котировку можно на портале.',
};

const labels = {
  zh_CN: { customer: '客户', route: '航线', validUntil: '有效期至', total: '合计', status: '状态', date: '报价日期', remark: '备注', terms: '条款' },
  en_US: { customer: 'Customer', route: 'Route', validUntil: 'Valid until', total: 'Total', status: 'Status', date: 'Quote date', remark: 'Remarks', terms: 'Terms' },
  ru_Ru: { customer: 'Клиент', route: 'Маршрут', validUntil: 'Действует до', total: 'Итого', status: 'Статус', date: 'Дата котировки', remark: 'Примечание', terms: 'Условия' },
} as const satisfies Record<Language, Record<string, string>>;

const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A quote as the document lays it out, whatever kind of inquiry it answers; texts are in the reader's language. */
export interface QuoteSheet {
  title: string;
  inquiryno: string;
  route: string;
  /** What was asked for: carrier, sailing or departure, cargo. */
  facts: [label: string, value: string][];
  status: QuoteStatus;
  quotedate: string | null;
  validUntil: string | null;
  prices: string[];
  totals: { currencycode: string; amount: number }[];
  remark: string;
  contact: string;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;
const portalText = (language: Language): Translate => (key, params) => translate(portalCatalogue, language, key, params);

const quantityOf: Record<string, keyof SeaQuotation> = { '20GP': 'gp20qty', '40GP': 'gp40qty', '40HC': 'hq40qty', '45HQ': 'hq45qty', '40NOR': 'nor40qty' };
const containersOf = (quotation: SeaQuotation, containertype: string) => Number(quotation[quantityOf[containertype] ?? 'gp20qty'] ?? 0);

/** What one quote line costs for the containers asked, and the totals per currency. */
export function quoteTotals(quotation: SeaQuotation): { currencycode: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of quotation.lines) {
    const amount = line.price * containersOf(quotation, line.containertype);
    totals.set(line.currencycode, round2((totals.get(line.currencycode) ?? 0) + amount));
  }
  return [...totals].map(([currencycode, amount]) => ({ currencycode, amount }));
}

const contactOf = (t: Translate, quote: { quotername: string; quoterphone?: string; quotermail: string }) =>
  [quote.quotername, quote.quoterphone && `${t('quote.phone')} ${quote.quoterphone}`, quote.quotermail && `${t('quote.mail')} ${quote.quotermail}`].filter(Boolean).join('    ');

/** A sea quote's sheet: one price per container type, totals per currency. */
export function seaSheet(quotation: SeaQuotation, language: Language): QuoteSheet {
  const t = portalText(language);
  return {
    title: t('quote.title'), inquiryno: quotation.inquiryno,
    route: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode}) → ${quotation.XC__placeofdeliverycode} (${quotation.placeofdeliverycode})`,
    facts: [
      [t('column.carrier'), `${quotation.carriername}${quotation.vesselname ? ` · ${quotation.vesselname} ${quotation.voyno}` : ''}`],
      [t('column.sailing'), quotation.etddate],
      [t('column.quantities'), seaContainersText(quotation)],
    ],
    status: quotation.quotestatus, quotedate: quotation.quotedate, validUntil: quotation.quotevaliduntil,
    prices: quotation.lines.map((q) => {
      const count = containersOf(quotation, q.containertype);
      return `${q.containertype} × ${count}    ${t('quote.price')} ${q.currencycode} ${money(q.price)}    = ${q.currencycode} ${money(q.price * count)}${q.remark ? `    ${q.remark}` : ''}`;
    }),
    totals: quoteTotals(quotation), remark: quotation.quoteremark, contact: contactOf(t, quotation),
  };
}

/** A rail quote's sheet: one price for the whole inquiry. */
export function railSheet(quotation: RailQuotation, language: Language): QuoteSheet {
  const t = portalText(language);
  const quoted = quotation.quotedprice === null ? [] : [{ currencycode: quotation.quotedcurrency, amount: quotation.quotedprice }];
  return {
    title: t('railQuote.title'), inquiryno: quotation.inquiryno,
    route: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode}) → ${quotation.XC__finaldestinationcode} (${quotation.finaldestinationcode})`,
    facts: [[t('railQuote.departure'), quotation.senddatetime], [t('railQuote.cargo'), railCargoText(quotation.cargo, t)]],
    status: quotation.quotestatus, quotedate: quotation.quotedate, validUntil: quotation.quotevaliduntil,
    prices: quoted.map((q) => `${t('railQuote.quotedPrice')}    ${q.currencycode} ${money(q.amount)}`),
    totals: quoted, remark: quotation.quoteremark, contact: contactOf(t, quotation),
  };
}

/**
 * The quote as a PDF in the customer's language: the provider, the customer, route, cargo, prices with the total,
 * validity, contact and terms. Answers the document as a stream (it ends itself), so a reply can pipe it out.
 */
export async function quotePdf(sheet: QuoteSheet, customerName: string, language: Language): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfKit();
  const t = portalText(language);
  const l = labels[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${sheet.title} ${sheet.inquiryno}`, Author: t('footer.company') } });
  doc.registerFont('body', fontFile('Regular'));
  doc.registerFont('bold', fontFile('Bold'));
  const line = (label: string, value: string) => doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);

  doc.font('bold').fontSize(16).text(t('footer.company'));
  doc.fontSize(13).text(sheet.title).moveDown(0.5);
  doc.fontSize(10);
  line(t('quote.inquiryNo'), sheet.inquiryno);
  line(l.customer, customerName);
  line(l.route, sheet.route);
  for (const [label, value] of sheet.facts) line(label, value);
  line(l.status, translate(messages, language, `quoteStatus.${sheet.status}`));
  if (sheet.quotedate) line(l.date, sheet.quotedate);
  if (sheet.validUntil) line(l.validUntil, sheet.validUntil);
  doc.moveDown();

  doc.font('bold').fontSize(12).text(t('quote.prices')).fontSize(10);
  for (const price of sheet.prices) doc.font('body').text(price);
  for (const total of sheet.totals) line(l.total, `${total.currencycode} ${money(total.amount)}`);
  if (sheet.remark) line(l.remark, sheet.remark);
  doc.moveDown();

  doc.font('bold').fontSize(12).text(t('quote.contact')).fontSize(10);
  doc.font('body').text(sheet.contact);
  doc.moveDown();
  doc.font('bold').fontSize(12).text(l.terms).fontSize(9).font('body').text(terms[language]);
  doc.end();
  return doc;
}
