import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { messages, seaContainersText, translate, type Language, type SeaQuotation } from '@freight/domain';
import { portalCatalogue } from '@freight/domain/i18n/portal';

/** Noto Sans Hans: Chinese, Latin and Cyrillic in one font, shipped as a package (the package exports no file paths). */
const fontFile = (weight: 'Regular' | 'Bold') =>
  join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts', `NotoSansHans-${weight}.otf`);

/** The terms every quote carries, in the customer's language. */
const terms: Record<Language, string> = {
  zh_CN: '本报价仅在有效期内有效，以实际舱位和船期为准；价格不含目的港费用、关税及保险，另有说明的除外。接受报价请在门户中操作。',
  en_US: 'This quote is valid until the date shown, subject to space and sailing schedules. Prices exclude destination charges, duties and insurance unless stated. Accept it in the portal.',
  ru_Ru: 'Котировка действует до указанной даты при наличии места и по расписанию рейсов. Цены не включают расходы в порту назначения, пошлины и страховку, если не указано иное. Принять котировку можно на портале.',
};

const labels = {
  zh_CN: { customer: '客户', route: '航线', validUntil: '有效期至', total: '合计', status: '状态', date: '报价日期', remark: '备注', terms: '条款' },
  en_US: { customer: 'Customer', route: 'Route', validUntil: 'Valid until', total: 'Total', status: 'Status', date: 'Quote date', remark: 'Remarks', terms: 'Terms' },
  ru_Ru: { customer: 'Клиент', route: 'Маршрут', validUntil: 'Действует до', total: 'Итого', status: 'Статус', date: 'Дата котировки', remark: 'Примечание', terms: 'Условия' },
} as const satisfies Record<Language, Record<string, string>>;

const quantityOf: Record<string, keyof SeaQuotation> = { '20GP': 'gp20qty', '40GP': 'gp40qty', '40HC': 'hq40qty', '45HQ': 'hq45qty', '40NOR': 'nor40qty' };
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What one quote line costs for the containers asked, and the totals per currency. */
export function quoteTotals(quotation: SeaQuotation): { currencycode: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of quotation.lines) {
    const amount = line.price * Number(quotation[quantityOf[line.containertype] ?? 'gp20qty'] ?? 0);
    totals.set(line.currencycode, Math.round(((totals.get(line.currencycode) ?? 0) + amount) * 100) / 100);
  }
  return [...totals].map(([currencycode, amount]) => ({ currencycode, amount }));
}

/**
 * The quote as a PDF in the customer's language: the provider, the customer, route, cargo, prices with the total,
 * validity, contact and terms. Answers the document as a stream (it ends itself), so a reply can pipe it out.
 */
export function quotePdf(quotation: SeaQuotation, customerName: string, language: Language): PDFKit.PDFDocument {
  const t = (key: string, params?: Record<string, unknown>) => translate(portalCatalogue, language, key, params);
  const l = labels[language];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t('quote.title')} ${quotation.inquiryno}`, Author: t('footer.company') } });
  doc.registerFont('body', fontFile('Regular'));
  doc.registerFont('bold', fontFile('Bold'));
  const line = (label: string, value: string) => doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);

  doc.font('bold').fontSize(16).text(t('footer.company'));
  doc.fontSize(13).text(t('quote.title')).moveDown(0.5);
  doc.fontSize(10);
  line(t('quote.inquiryNo'), quotation.inquiryno);
  line(l.customer, customerName);
  line(l.route, `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode}) → ${quotation.XC__placeofdeliverycode} (${quotation.placeofdeliverycode})`);
  line(t('column.carrier'), `${quotation.carriername}${quotation.vesselname ? ` · ${quotation.vesselname} ${quotation.voyno}` : ''}`);
  line(t('column.sailing'), quotation.etddate);
  line(t('column.quantities'), seaContainersText(quotation));
  line(l.status, translate(messages, language, `quoteStatus.${quotation.quotestatus}`));
  if (quotation.quotedate) line(l.date, quotation.quotedate);
  if (quotation.quotevaliduntil) line(l.validUntil, quotation.quotevaliduntil);
  doc.moveDown();

  doc.font('bold').fontSize(12).text(t('quote.prices')).fontSize(10);
  for (const q of quotation.lines) {
    const count = Number(quotation[quantityOf[q.containertype] ?? 'gp20qty'] ?? 0);
    doc.font('body').text(`${q.containertype} × ${count}    ${t('quote.price')} ${q.currencycode} ${money(q.price)}    = ${q.currencycode} ${money(q.price * count)}${q.remark ? `    ${q.remark}` : ''}`);
  }
  for (const total of quoteTotals(quotation)) line(l.total, `${total.currencycode} ${money(total.amount)}`);
  if (quotation.quoteremark) line(l.remark, quotation.quoteremark);
  doc.moveDown();

  doc.font('bold').fontSize(12).text(t('quote.contact')).fontSize(10);
  doc.font('body').text([quotation.quotername, quotation.quoterphone && `${t('quote.phone')} ${quotation.quoterphone}`,
    quotation.quotermail && `${t('quote.mail')} ${quotation.quotermail}`].filter(Boolean).join('    '));
  doc.moveDown();
  doc.font('bold').fontSize(12).text(l.terms).fontSize(9).font('body').text(terms[language]);
  doc.end();
  return doc;
}
