import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { pdfText } from '../../../../test/pdfText';
import { seaInquiry } from '../../../db/schema/index';
import type { Credentials } from '../../portal/gateway/testing';
import { callAction, callCommand, customerCredentials, isoDay, type TestLanguage } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let volga: Credentials;
let rateId: number;

const company = {
  COMPANY_NAME_ZH: '寰宇国际物流有限公司', COMPANY_NAME_EN: 'GlobalFreight International Logistics Co., Ltd.', COMPANY_NAME_RU: 'ООО «ГлобалФрейт Интернешнл Логистикс»',
  COMPANY_ADDRESS_ZH: '上海市黄浦区中山东一路 1 号', COMPANY_ADDRESS_EN: '1 Zhongshan East 1st Road, Huangpu, Shanghai', COMPANY_ADDRESS_RU: 'Шанхай, Хуанпу, ул. Чжуншань Восточная 1-я, 1',
  COMPANY_PHONE: '+86 21 5555 0000', COMPANY_EMAIL: 'desk@globalfreight.example',
};

beforeAll(async () => {
  t = await createTestApp(company);
  admin = await staffClient(t);
  volga = await customerCredentials(t, 'demo2');
  rateId = (await callAction(t, volga, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0].fclrateid;
});
afterAll(async () => { await t.close(); });

/** A sea inquiry of the Russian customer, quoted by staff with a remark in the customer's alphabets. */
async function quotedInquiry() {
  expect(await callAction(t, volga, 'callYhImport', { rateid: rateId, inquirer: 'Ірина Ґонта', gp20qty: 1, gp40qty: 0, hq40qty: 2, hq45qty: 0 })).toMatchObject({ code: 200 });
  const [inquiry] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquirer, 'Ірина Ґонта'));
  expect(await admin.put('/freight/inquiry/sea/quote', {
    inquiryId: inquiry!.inquiryId, version: inquiry!.version, quotername: 'Ирина Смирнова', quotermail: 'quote@globalfreight.example', quotedate: isoDay(0),
    quoteremark: 'Склад «Қарағанды»; Łódź; Ελλάδα', lines: [
      { containertype: '20GP', currencycode: 'USD', price: 1250.5 }, { containertype: '40HC', currencycode: 'USD', price: 2100 },
    ],
  })).toMatchObject({ code: 200 });
  return inquiry!;
}

const customerPdf = async (inquiryId: number, language: TestLanguage) => {
  const link = await callCommand(t, volga, 'quotepdf', { inquiryId }, language);
  const reply = await t.app.inject({ method: 'GET', url: link.content!.data.url as string });
  return { size: reply.rawPayload.length, text: await pdfText(reply.rawPayload) };
};

/** pdfjs splits a text where the font changes and may put a space there: the words are what must come back. */
const flat = (text: string) => text.replace(/\s+/g, '');

describe('the quote PDF as a shipper files it', () => {
  it('names the Russian customer in Russian, carries the letterhead of the configuration, the charge lines with their totals, the surcharges and the terms', async () => {
    const inquiry = await quotedInquiry();
    const { text, size } = await customerPdf(inquiry.inquiryId, 'ru_Ru');
    const words = flat(text);
    for (const shown of [
      'ООО «ГлобалФрейт Интернешнл Логистикс»', company.COMPANY_ADDRESS_RU, company.COMPANY_PHONE, company.COMPANY_EMAIL,
      'Котировка морской перевозки', inquiry.inquiryno, 'ООО «Волга Логистик»', 'Volga Logistics LLC', 'Вниманию: Ірина Ґонта',
      '(CNSHA) → ', '(NLRTM)', inquiry.etddate, isoDay(7),
      'Морской фрахт 20GP', 'USD 1,250.50', 'Морской фрахт 40HC', 'USD 4,200.00', 'Итого, USD', 'USD 5,450.50',
      'Склад «Қарағанды»; Łódź; Ελλάδα', 'Ирина Смирнова', 'Условия',
    ]) expect(words).toContain(flat(shown));
    console.info(`Russian quote PDF: ${size} bytes`);
    expect(size).toBeLessThan(150_000);
  });

  it('speaks the reader\'s language: Chinese and English letterhead, charges and names', async () => {
    const inquiry = await quotedInquiry();
    const zh = await customerPdf(inquiry.inquiryId, 'zh_CN');
    const chinese = flat(zh.text);
    // Chinese needs far more glyphs than an alphabet: still a subset, not the 8 MB font.
    console.info(`Chinese quote PDF: ${zh.size} bytes`);
    expect(zh.size).toBeLessThan(250_000);
    for (const shown of ['寰宇国际物流有限公司', company.COMPANY_ADDRESS_ZH, '海运报价单', 'Volga Logistics LLC', '海运费 40HC', '合计（USD）', '条款']) expect(chinese).toContain(flat(shown));
    const english = flat((await customerPdf(inquiry.inquiryId, 'en_US')).text);
    for (const shown of ['GlobalFreight International Logistics Co., Ltd.', company.COMPANY_ADDRESS_EN, 'Sea freight quotation', 'Volga Logistics LLC',
      'Ocean freight 40HC', 'Total USD', 'USD 5,450.50', 'Terms']) expect(english).toContain(flat(shown));
  });
});

describe('the company the web apps show', () => {
  it('answers the configured name and address in every language, phone and e-mail, to anyone', async () => {
    const reply = (await t.app.inject({ method: 'GET', url: '/api/company' })).json();
    expect(reply).toMatchObject({
      code: 200, data: {
        name: { zh_CN: company.COMPANY_NAME_ZH, en_US: company.COMPANY_NAME_EN, ru_Ru: company.COMPANY_NAME_RU },
        address: { zh_CN: company.COMPANY_ADDRESS_ZH, en_US: company.COMPANY_ADDRESS_EN, ru_Ru: company.COMPANY_ADDRESS_RU },
        phone: company.COMPANY_PHONE, email: company.COMPANY_EMAIL,
      },
    });
  });
});
