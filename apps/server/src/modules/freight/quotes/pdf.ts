import { languageTags, moneyText, type Language } from '@freight/domain';
import type { CompanyProfile } from '@freight/domain/company';
import type { Font } from 'fontkit';
import { onFirstUse } from '../../../platform/onFirstUse';
import { loadQuoteFonts, textRuns, type TextRun, type Weight } from './pdfFonts';
import { documentText } from './pdfTexts';
import type { QuoteSheet } from './sheet';

const loadPdfKit = onFirstUse(() => import('pdfkit').then((module) => module.default));

const ink = '#1f2329';
const muted = '#646a73';
const rule = '#c9cdd4';
const band = '#f2f3f5';
const accent = '#1d3b6f';

/** Who the document is from and for. */
export interface QuoteParties {
  company: CompanyProfile;
  /** The customer's name in the reader's language, and its other name ('' for none) beneath it. */
  customer: { name: string; otherName: string };
}

interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}

interface Box {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
}

/** Every font of a text shares one baseline and one line height, so that mixed scripts sit on one line. */
const lineHeight = 1.4;
const ascentOf = (font: Font) => font.ascent / font.unitsPerEm;
const heightOf = (font: Font) => (font.ascent - font.descent + font.lineGap) / font.unitsPerEm;

/** Writes text in as many fonts as its letters need, so every script prints; answers where the text ended. */
function textWriter(doc: PDFKit.PDFDocument, fonts: Record<Weight, Font[]>) {
  // pdfkit takes an opened fontkit font as it is (its types name only files); opening the Chinese font anew for every
  // document took six times as long as the rest of it.
  for (const weight of ['regular', 'bold'] as const) fonts[weight].forEach((font, n) => doc.registerFont(`${weight}${n}`, font as unknown as PDFKit.Mixins.PDFFontSource));
  const ascent = Math.max(...fonts.regular.map(ascentOf), ...fonts.bold.map(ascentOf));
  return (text: string, style: Style, box: Box): number => {
    const weight = style.weight ?? 'regular';
    const runs = textRuns(text, fonts[weight]);
    if (runs.length === 0) return box.y;
    doc.fontSize(style.size).fillColor(style.color ?? ink);
    const widthOf = (run: TextRun) => doc.font(`${weight}${run.font}`).widthOfString(run.text);
    // pdfkit aligns each run of a line on its own: a right-aligned text of several runs is placed by its whole width.
    const width = box.align === 'right' && runs.length > 1 ? runs.reduce((sum, run) => sum + widthOf(run), 0) : box.width;
    const x = width < box.width ? box.x + box.width - width : box.x;
    const align = x === box.x ? box.align ?? 'left' : 'left';
    runs.forEach((run, n) => {
      const font = fonts[weight][run.font]!;
      const options = {
        width: box.width - (x - box.x), align, continued: n < runs.length - 1,
        baseline: -ascent * style.size, lineGap: (lineHeight - heightOf(font)) * style.size,
      };
      doc.font(`${weight}${run.font}`);
      if (n === 0) doc.text(run.text, x, box.y, options);
      else doc.text(run.text, options);
    });
    return doc.y;
  };
}

/** A table column: its title, width in points and alignment. */
interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * The quote as a PDF a shipper files, in the reader's language: the provider's letterhead, the customer, route and
 * sailing, validity, the charge lines with quantities, unit prices, amounts and totals per currency, the surcharges
 * the prices leave out, the contact and the terms. Only the glyphs used are embedded. Answers the document as a
 * stream (it ends itself), so a reply can pipe it out.
 */
export async function quotePdf(sheet: QuoteSheet, parties: QuoteParties, language: Language): Promise<PDFKit.PDFDocument> {
  const [PDFDocument, fonts] = await Promise.all([loadPdfKit(), loadQuoteFonts()]);
  const t = documentText(language);
  const { company, customer } = parties;
  const doc = new PDFDocument({
    size: 'A4', margin: 50, lang: languageTags[language], bufferPages: true,
    info: { Title: `${sheet.title} ${sheet.inquiryno}`, Author: company.name[language], Subject: customer.name },
  });
  const write = textWriter(doc, fonts);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = doc.page.margins.top;

  const newPage = () => {
    doc.addPage();
    y = doc.page.margins.top;
  };
  /** Starts a new page when `height` more would not fit. */
  const room = (height: number) => {
    if (y + height > bottom()) newPage();
  };
  const hr = (color = rule, thickness = 0.5) => {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(thickness).strokeColor(color).stroke();
  };
  const heading = (text: string) => {
    room(60);
    y = write(text, { size: 11, weight: 'bold', color: accent }, { x: left, y: y + 14, width }) + 4;
  };
  const facts = (rows: [string, string][], x: number, boxWidth: number, labelWidth: number) => {
    for (const [label, value] of rows) {
      room(16);
      const labelEnd = write(label, { size: 9.5, color: muted }, { x, y, width: labelWidth - 6 });
      y = Math.max(labelEnd, write(value, { size: 9.5 }, { x: x + labelWidth, y, width: boxWidth - labelWidth })) + 2;
    }
  };
  const table = (columns: Column[], rows: { cells: string[]; note?: string }[]) => {
    const xs = columns.map((_, n) => left + columns.slice(0, n).reduce((sum, column) => sum + column.width, 0));
    const headerRow = () => {
      doc.rect(left, y, width, 18).fill(band);
      columns.forEach((column, n) => write(column.title, { size: 8.5, weight: 'bold', color: muted }, { x: xs[n]! + 4, y: y + 4.5, width: column.width - 8, align: column.align }));
      y += 18;
    };
    room(44);
    headerRow();
    for (const row of rows) {
      if (y + 30 > bottom()) {
        newPage();
        headerRow();
      }
      const top = y + 4;
      let end = top;
      row.cells.forEach((cell, n) => {
        end = Math.max(end, write(cell, { size: 9.5 }, { x: xs[n]! + 4, y: top, width: columns[n]!.width - 8, align: columns[n]!.align }));
      });
      if (row.note) end = write(row.note, { size: 8, color: muted }, { x: xs[0]! + 4, y: end, width: columns[0]!.width - 8 });
      y = end + 3;
      hr();
    }
  };

  // Letterhead: the provider, its address and how to reach it; then the document and the inquiry it answers.
  const contact = [company.phone && `${t('quote.phone')} ${company.phone}`, company.email && `${t('quote.mail')} ${company.email}`].filter(Boolean).join('    ');
  y = write(company.name[language], { size: 15, weight: 'bold', color: accent }, { x: left, y, width }) + 1;
  if (company.address[language]) y = write(company.address[language], { size: 8.5, color: muted }, { x: left, y, width });
  if (contact) y = write(contact, { size: 8.5, color: muted }, { x: left, y, width });
  y += 6;
  hr(accent, 1.2);
  y += 10;
  const titleWidth = Math.round(width * 0.62);
  write(`${t('quote.inquiryNo')}: ${sheet.inquiryno}`, { size: 9.5 }, { x: left + titleWidth, y: y + 6, width: width - titleWidth, align: 'right' });
  y = write(sheet.title, { size: 16, weight: 'bold' }, { x: left, y, width: titleWidth }) + 10;

  // The customer, and the quote's dates and status.
  const top = y;
  y = write(t('customer'), { size: 8.5, color: muted }, { x: left, y, width: 280 }) + 1;
  y = write(customer.name, { size: 11.5, weight: 'bold' }, { x: left, y, width: 280 });
  if (customer.otherName) y = write(customer.otherName, { size: 9, color: muted }, { x: left, y, width: 280 });
  const customerEnd = sheet.attention ? write(t('attention', { name: sheet.attention }), { size: 9 }, { x: left, y: y + 2, width: 280 }) : y;
  y = top;
  facts([[t('quoteDate'), sheet.quotedate ?? ''], [t('validUntil'), sheet.validUntil ?? ''], [t('status'), sheet.status]].filter(([, value]) => value) as [string, string][],
    left + 300, width - 300, 85);
  y = Math.max(y, customerEnd) + 4;

  heading(t('shipment'));
  facts([[t('route'), sheet.route], ...sheet.facts], left, width, 110);

  heading(t('charges'));
  table(
    [{ title: t('column.charge'), width: 215 }, { title: t('column.quantity'), width: 60, align: 'right' },
      { title: t('column.unitPrice'), width: 110, align: 'right' }, { title: t('column.amount'), width: width - 385, align: 'right' }],
    sheet.lines.map((line) => ({
      cells: [line.charge, String(line.quantity), `${line.currencycode} ${moneyText(line.unitPrice)}`, `${line.currencycode} ${moneyText(line.amount)}`], note: line.note,
    })),
  );
  for (const total of sheet.totals) {
    room(20);
    write(t('total', { currency: total.currencycode }), { size: 10, weight: 'bold' }, { x: left, y: y + 5, width: 385 - 4, align: 'right' });
    y = write(`${total.currencycode} ${moneyText(total.amount)}`, { size: 10, weight: 'bold' }, { x: left + 385, y: y + 5, width: width - 389, align: 'right' }) + 2;
  }

  if (sheet.surcharges.length) {
    heading(t('surcharges'));
    table(
      [{ title: t('column.charge'), width: 215 }, { title: t('column.paidAt'), width: 95 }, { title: t('column.unit'), width: 75 }, { title: t('column.amount'), width: width - 385, align: 'right' }],
      sheet.surcharges.map((s) => ({ cells: [s.charge, s.paidAt, s.per, `${s.currencycode} ${moneyText(s.amount)}`] })),
    );
  }

  if (sheet.remark) {
    heading(t('remark'));
    y = write(sheet.remark, { size: 9.5 }, { x: left, y, width });
  }
  if (sheet.contact) {
    heading(t('quote.contact'));
    y = write(sheet.contact, { size: 9.5 }, { x: left, y, width });
  }
  heading(t('terms'));
  write(t('terms.text'), { size: 8.5, color: muted }, { x: left, y, width });

  // Every page names the provider, the inquiry and where it stands among the pages, as a filed document does.
  const pages = doc.bufferedPageRange();
  for (let n = 0; n < pages.count; n++) {
    doc.switchToPage(pages.start + n);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - 36;
    write(`${company.name[language]} · ${sheet.inquiryno}`, { size: 7.5, color: muted }, { x: left, y: footY, width: width - 110 });
    write(t('page', { page: n + 1, pages: pages.count }), { size: 7.5, color: muted }, { x: left + width - 110, y: footY, width: 110, align: 'right' });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return doc;
}
