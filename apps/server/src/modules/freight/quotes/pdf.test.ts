import { readFileSync } from 'node:fs';
import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import type { Language } from '@freight/domain';
import { pdfText } from '../../../../test/pdfText';
import { loadConfig } from '../../../config';
import { customerNames } from './document';
import { quotePdf } from './pdf';
import { loadQuoteFonts, openQuoteFont, quoteFontFiles, textRuns } from './pdfFonts';
import type { QuoteSheet } from './sheet';

/** Names, addresses and remarks as customers write them: every script a customer's record may hold. */
const scripts = {
  latinExtended: 'Łódź Przewóz Sp. z o.o., ul. Źródlana 5 — Kayseri Taşımacılık, Ereğli, İzmir',
  ukrainian: 'ТОВ «Київ Логістик», вул. Ґонти 7, Їжакевича, Єва',
  kazakh: 'ЖШС «Қазақ Көлік», Әл-Фараби даңғылы 17, Өскемен',
  greek: 'Ναυτιλιακή Αιγαίου Α.Ε., Πειραιάς 185 38',
  chinese: '上海市浦东新区世纪大道 100 号',
};

const sheet = (remark: string): QuoteSheet => ({
  title: 'Sea freight quotation', inquiryno: 'Q202612270001', attention: 'Şükrü Öztürk',
  route: 'Shanghai (CNSHA) → Piraeus (GRPIR)',
  facts: [['Carrier', 'COSCO · Ever Given 026W'], ['ETD', '2026-12-27'], ['Containers', '1×20GP, 2×40HC']],
  status: 'Quoted', quotedate: '2026-12-20', validUntil: '2026-12-27',
  lines: [
    { charge: 'Ocean freight 20GP', note: scripts.greek, quantity: 1, currencycode: 'USD', unitPrice: 1250.5, amount: 1250.5 },
    { charge: 'Ocean freight 40HC', note: '', quantity: 2, currencycode: 'USD', unitPrice: 2100, amount: 4200 },
    { charge: 'Trucking', note: '', quantity: 1, currencycode: 'CNY', unitPrice: 800, amount: 800 },
  ],
  totals: [{ currencycode: 'USD', amount: 5450.5 }, { currencycode: 'CNY', amount: 800 }],
  surcharges: [{ charge: 'THC', paidAt: 'Origin', per: '20GP', currencycode: 'CNY', amount: 850 }],
  remark, contact: 'Ирина Смирнова    Email desk@globalfreight.example',
});

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const company = loadConfig({ DATA_DIR: '/tmp/freight-test-unused', TOKEN_SECRET: 'x'.repeat(8) + crypto.randomUUID() + crypto.randomUUID() }).company;
/** pdfjs splits a text where the font changes and may put a space there; the words are what must come back. */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('the quote PDF in every customer\'s alphabet', () => {
  it('prints Latin Extended, Ukrainian and Kazakh Cyrillic, Greek and Chinese, and every one reads back from the file', async () => {
    const customer = { name: scripts.latinExtended, otherName: scripts.kazakh };
    const file = await bytesOf(await quotePdf(sheet(`${scripts.ukrainian}\n${scripts.chinese}`), { company, customer }, 'en_US'));
    const text = flat(await pdfText(file));
    for (const written of Object.values(scripts)) expect(text).toContain(flat(written));
    expect(text).toContain(flat('Total USD USD 5,450.50'));
    expect(text).toContain(flat('Total CNY CNY 800.00'));
    // Only the glyphs used are embedded: the two Noto Sans Hans files alone are 17 MB.
    console.info(`quote PDF with five scripts: ${file.length} bytes`);
    expect(file.length).toBeLessThan(150_000);
  });

  it('writes a letter no font has as its code point, visible and read back, never a gap', async () => {
    const file = await bytesOf(await quotePdf(sheet('Ship with care 🚢 — ა'), { company, customer: { name: 'Demo', otherName: '' } }, 'en_US'));
    const text = flat(await pdfText(file));
    expect(text).toContain(flat('Ship with care [U+1F6A2] — [U+10D0]'));
  });

  it('runs on to more pages when a remark is long, each page naming the provider, the inquiry and its number', async () => {
    const remark = Array.from({ length: 60 }, (_, n) => `${n + 1}. ${scripts.kazakh}`).join('\n');
    const text = flat(await pdfText(await bytesOf(await quotePdf(sheet(remark), { company, customer: { name: 'Demo', otherName: '' } }, 'en_US'))));
    expect(text).toContain(flat(`60. ${scripts.kazakh}`));
    expect(text).toContain(flat(`${company.name.en_US} · Q202612270001 Page 1 of 2`));
    expect(text).toContain(flat('Page 2 of 2'));
  });

  it('keeps the code points of a letter an earlier document embedded only as part of another (и of й)', async () => {
    const [path] = quoteFontFiles.regular;
    const layoutAfterSubsetOf = (font: Font, composed: string, letter: string) => {
      const subset = font.createSubset();
      for (const glyph of font.layout(composed).glyphs) subset.includeGlyph(glyph);
      subset.encode();
      return font.layout(letter).glyphs.map((glyph) => glyph.codePoints);
    };
    // fontkit alone forgets them, which made и unreadable in every later PDF of the process.
    const fontkit = await import('fontkit');
    expect(layoutAfterSubsetOf(fontkit.create(readFileSync(path!)) as Font, 'й', 'и')).toEqual([[]]);
    expect(layoutAfterSubsetOf(await openQuoteFont(path!), 'й', 'и')).toEqual([[0x438]]);
  });

  it('chooses a font per run: Noto Sans for Latin, Greek and Cyrillic, Noto Sans Hans for Chinese and arrows', async () => {
    const fonts = (await loadQuoteFonts()).regular;
    expect(textRuns('Київ → 上海 Ναυτιλία', fonts)).toEqual([
      { font: 0, text: 'Київ ' }, { font: 1, text: '→ 上海 ' }, { font: 0, text: 'Ναυτιλία' },
    ]);
    expect(textRuns('a\u200Db\uFE0F', fonts)).toEqual([{ font: 0, text: 'ab' }]);
  });

  it.each<[Language, string, string]>([
    ['ru_Ru', 'ООО «Волга Логистик»', 'Volga Logistics LLC'],
    ['en_US', 'Volga Logistics LLC', 'ООО «Волга Логистик»'],
    ['zh_CN', 'Volga Logistics LLC', 'ООО «Волга Логистик»'],
  ])('names a Russian customer in %s as %s', (language, name, otherName) => {
    expect(customerNames({ name: 'ООО «Волга Логистик»', englishName: 'Volga Logistics LLC', languageId: 1049 }, language)).toEqual({ name, otherName });
  });

  it('names a customer without an English name by its own name in every language', () => {
    expect(customerNames({ name: '演示贸易有限公司', englishName: '', languageId: 2052 }, 'ru_Ru')).toEqual({ name: '演示贸易有限公司', otherName: '' });
  });
});
