import { eq } from 'drizzle-orm';
import { languageFromId, moneyText, translate, type Catalogue, type Language, type QuoteInquiryType } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { customer, sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { htmlText } from '../../../platform/mail/escape';
import { cancelMails, enqueueMail } from '../../../platform/mail/outbox';
import { effectiveLanguageId } from '../../sso/accounts';
import { inquiryTables } from './life';
import { quoteSummary, type QuoteSummary } from './mailSummary';

/** The texts of the quote mails, in the recipient's language (server-side only: the browser never needs them). */
const texts: Catalogue = {
  'sent.subject': { zh_CN: '报价 {inquiryno}：{route}', en_US: 'Quote {inquiryno}: {route}', ru_Ru: 'Котировка {inquiryno}: {route}' },
  'sent.body': {
    zh_CN: '您的询价 {inquiryno} 已报价，报价有效期至 {validUntil}。请在有效期内查看并接受或拒绝报价。',
    en_US: 'Your inquiry {inquiryno} has been quoted; the quote is valid until {validUntil}. Please view it and accept or decline it while it is valid.',
    ru_Ru: 'По вашему запросу {inquiryno} подготовлена котировка, она действует до {validUntil}. Откройте её, чтобы принять или отклонить, пока она действует.',
  },
  'requoted.subject': { zh_CN: '更新报价 {inquiryno}：{route}', en_US: 'New quote {inquiryno}: {route}', ru_Ru: 'Новая котировка {inquiryno}: {route}' },
  'requoted.body': {
    zh_CN: '您的询价 {inquiryno} 有新的报价，替代之前的报价，有效期至 {validUntil}。',
    en_US: 'Your inquiry {inquiryno} has a new quote replacing the earlier one, valid until {validUntil}.',
    ru_Ru: 'По вашему запросу {inquiryno} есть новая котировка вместо прежней, она действует до {validUntil}.',
  },
  'expiring.subject': { zh_CN: '报价 {inquiryno} 将于 {validUntil} 到期', en_US: 'Quote {inquiryno} expires on {validUntil}', ru_Ru: 'Котировка {inquiryno} истекает {validUntil}' },
  'expiring.body': {
    zh_CN: '您的报价 {inquiryno} 将于 {validUntil} 到期，如需此价格请在到期前接受。',
    en_US: 'Your quote {inquiryno} expires on {validUntil}. Accept it before then to keep this price.',
    ru_Ru: 'Ваша котировка {inquiryno} истекает {validUntil}. Примите её до этого срока, чтобы сохранить цену.',
  },
  'withdrawn.subject': { zh_CN: '报价 {inquiryno} 已撤回', en_US: 'Quote {inquiryno} withdrawn', ru_Ru: 'Котировка {inquiryno} отозвана' },
  'withdrawn.body': {
    zh_CN: '我们已撤回报价 {inquiryno}，该报价不能再被接受。原因：{reason}。如仍需此线路，请在门户中重新询价或回复本邮件。',
    en_US: 'We have withdrawn quote {inquiryno}; it can no longer be accepted. Reason: {reason}. If you still need this route, send a new inquiry in the portal or reply to this mail.',
    ru_Ru: 'Мы отозвали котировку {inquiryno}, принять её больше нельзя. Причина: {reason}. Если маршрут всё ещё нужен, отправьте новый запрос на портале или ответьте на это письмо.',
  },
  'expired.subject': { zh_CN: '报价 {inquiryno} 已过期', en_US: 'Quote {inquiryno} has expired', ru_Ru: 'Срок котировки {inquiryno} истёк' },
  'expired.body': {
    zh_CN: '您的报价 {inquiryno} 有效期至 {validUntil}，现已过期，不能再被接受。如仍需此线路，请在门户中重新询价。',
    en_US: 'Your quote {inquiryno} was valid until {validUntil} and has expired; it can no longer be accepted. If you still need this route, send a new inquiry in the portal.',
    ru_Ru: 'Ваша котировка {inquiryno} действовала до {validUntil} и истекла, принять её больше нельзя. Если маршрут всё ещё нужен, отправьте новый запрос на портале.',
  },
  'accepted.subject': { zh_CN: '客户已接受报价 {inquiryno}', en_US: 'Quote {inquiryno} accepted by the customer', ru_Ru: 'Клиент принял котировку {inquiryno}' },
  'accepted.body': { zh_CN: '{customer} 已接受报价 {inquiryno}（{route}）。', en_US: '{customer} accepted quote {inquiryno} ({route}).', ru_Ru: '{customer} принял котировку {inquiryno} ({route}).' },
  'declined.subject': { zh_CN: '客户已拒绝报价 {inquiryno}', en_US: 'Quote {inquiryno} declined by the customer', ru_Ru: 'Клиент отклонил котировку {inquiryno}' },
  'declined.body': {
    zh_CN: '{customer} 已拒绝报价 {inquiryno}（{route}）。原因：{reason}', en_US: '{customer} declined quote {inquiryno} ({route}). Reason: {reason}',
    ru_Ru: '{customer} отклонил котировку {inquiryno} ({route}). Причина: {reason}',
  },
  'noReason': { zh_CN: '未填写', en_US: 'none given', ru_Ru: 'не указана' },
  'open': { zh_CN: '查看报价', en_US: 'View the quote', ru_Ru: 'Открыть котировку' },
  'route': { zh_CN: '线路', en_US: 'Route', ru_Ru: 'Маршрут' },
  'prices': { zh_CN: '报价', en_US: 'Prices', ru_Ru: 'Цены' },
  'wholeShipment': { zh_CN: '整票', en_US: 'Whole shipment', ru_Ru: 'Вся отправка' },
  'total': { zh_CN: '合计', en_US: 'Total', ru_Ru: 'Итого' },
  'validUntil': { zh_CN: '有效期至', en_US: 'Valid until', ru_Ru: 'Действует до' },
  'attached': {
    zh_CN: '报价单见附件（PDF）。回复本邮件即可联系报价人。', en_US: 'The quote is attached as a PDF. Reply to this mail to reach the person who quoted.',
    ru_Ru: 'Котировка приложена в формате PDF. Ответьте на это письмо, чтобы связаться с автором котировки.',
  },
  'reply': { zh_CN: '回复本邮件即可联系报价人。', en_US: 'Reply to this mail to reach the person who quoted.', ru_Ru: 'Ответьте на это письмо, чтобы связаться с автором котировки.' },
};

export type QuoteMailKind = 'sent' | 'requoted' | 'expiring' | 'withdrawn' | 'expired' | 'accepted' | 'declined';

/** The customer's quote mails: each goes out with a reply address (the quoter); the first three with the quote's PDF. */
export const customerQuoteKinds = ['sent', 'requoted', 'expiring', 'withdrawn', 'expired'] as const satisfies readonly QuoteMailKind[];
export const quoteKindsWithPdf = ['sent', 'requoted', 'expiring'] as const satisfies readonly QuoteMailKind[];
export const quoteTopic = (kind: QuoteMailKind) => `quote.${kind}`;

/** What a quote mail names: the inquiry, its route, and the rest its kind needs. */
export interface QuoteMailFacts extends Partial<Pick<QuoteSummary, 'prices' | 'totals'>> {
  type: QuoteInquiryType;
  inquiryId: number;
  inquiryno: string;
  /** Where from and where to: names in the reader's language with their codes, or the codes alone. */
  route: string;
  validUntil?: string | null;
  customer?: string;
  reason?: string;
}

/** Where the customer opens the quote in the portal, in their language (the portal's `lang`; sign-in comes back to it). */
export const quoteLink = (publicUrl: string, facts: Pick<QuoteMailFacts, 'type' | 'inquiryId'>, language: Language) =>
  `${publicUrl}/#/${facts.type === 'sea' ? `quote/${facts.inquiryId}` : `railQuote/${facts.type}/${facts.inquiryId}`}?lang=${language}`;

/** The route, prices and validity as labelled lines, in `language`; empty for a mail that names none of them. */
function summaryLines(language: Language, facts: QuoteMailFacts): string[] {
  const t = (key: string) => translate(texts, language, key);
  if (!facts.prices) return [];
  return [
    `${t('route')}: ${facts.route}`,
    `${t('prices')}:`,
    ...facts.prices.map((p) => `  ${p.item ?? t('wholeShipment')}: ${p.currencycode} ${moneyText(p.amount)}`),
    ...(facts.totals ?? []).map((total) => `${t('total')}: ${total.currencycode} ${moneyText(total.amount)}`),
    ...(facts.validUntil ? [`${t('validUntil')}: ${facts.validUntil}`] : []),
  ];
}

/**
 * The subject, plain text and HTML of a quote mail in `language`; every fact is escaped for the HTML part. `closing`
 * says what comes with it (the PDF, where replies go), for the customer's mails.
 */
export function quoteMail(kind: QuoteMailKind, language: Language, facts: QuoteMailFacts, link: string, closing?: 'attached' | 'reply') {
  const params = { ...facts, validUntil: facts.validUntil ?? '', reason: facts.reason || translate(texts, language, 'noReason'), customer: facts.customer ?? '' };
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, htmlText(String(v))]));
  const open = translate(texts, language, 'open');
  const summary = summaryLines(language, facts);
  const end = closing ? translate(texts, language, closing) : '';
  return {
    subject: translate(texts, language, `${kind}.subject`, params),
    text: [translate(texts, language, `${kind}.body`, params), summary.join('\n'), `${open}: ${link}`, end].filter(Boolean).join('\n\n') + '\n',
    html: [
      `<p>${translate(texts, language, `${kind}.body`, escaped)}</p>`,
      summary.length ? `<p>${summary.map(htmlText).join('<br>')}</p>` : '',
      `<p><a href="${htmlText(link)}">${htmlText(open)}</a></p>`,
      end && `<p>${htmlText(end)}</p>`,
    ].join(''),
  };
}

/** The customer's address for an inquiry's mails: its portal user's, else the customer's contact; in their language. */
export async function customerRecipient(tx: Tx, userId: number): Promise<{ recipient: string; language: Language } | null> {
  const [row] = await tx.select({ user: sysUser, customer }).from(sysUser).leftJoin(customer, eq(customer.customerId, sysUser.customerId))
    .where(eq(sysUser.userId, userId));
  if (!row) return null;
  const recipient = row.user.email || row.customer?.contactEmail || '';
  return recipient ? { recipient, language: languageFromId(effectiveLanguageId(row.user, row.customer?.languageId)) } : null;
}

/**
 * Writes a quote mail to the customer of an inquiry into the outbox, in the transaction of the change it tells of
 * (so it reads the quote as that change left it): route and prices as the customer reads them, in their language.
 * Answers whether it was written.
 */
export async function mailCustomer(tx: Tx, ctx: AppContext, kind: (typeof customerQuoteKinds)[number], ref: { type: QuoteInquiryType; inquiryId: number },
  more: { reason?: string; onceKey?: string } = {}): Promise<boolean> {
  const table = inquiryTables[ref.type];
  const [inquiry] = await tx.select({ userId: table.userId, inquiryno: table.inquiryno }).from(table).where(eq(table.inquiryId, ref.inquiryId));
  const to = inquiry && await customerRecipient(tx, inquiry.userId);
  if (!inquiry || !to) return false;
  const summary = await quoteSummary(tx, ref, to.language);
  const facts: QuoteMailFacts = { ...ref, inquiryno: inquiry.inquiryno, ...summary, reason: more.reason };
  const closing = (quoteKindsWithPdf as readonly string[]).includes(kind) ? 'attached' : 'reply';
  return enqueueMail(tx, {
    ...to, ...quoteMail(kind, to.language, facts, quoteLink(ctx.config.publicUrl, ref, to.language), closing),
    topic: quoteTopic(kind), reference: inquiry.inquiryno, onceKey: more.onceKey,
  });
}

/**
 * A quote that no longer stands (withdrawn, expired), inside the transaction that ends it: its mails to the customer
 * that are not sent yet offer what is gone and are cancelled, and the customer is told.
 */
export async function mailQuoteEnded(tx: Tx, ctx: AppContext, kind: 'withdrawn' | 'expired', ref: { type: QuoteInquiryType; inquiryId: number; inquiryno: string },
  reason?: string): Promise<void> {
  await cancelMails(tx, ref.inquiryno, quoteKindsWithPdf.map(quoteTopic), `cancelled: the quote was ${kind} before this mail went out`);
  await mailCustomer(tx, ctx, kind, ref, { reason });
}

const deskPaths: Record<QuoteInquiryType, string> = { 'sea': 'sea', 'rail-lcl': 'rail', 'rail-fcl': 'fcl' };

/** Where staff find the inquiry in the back office: its desk. */
export const deskLink = (publicUrl: string, type: QuoteInquiryType) => `${publicUrl}/admin/#/inquiry/${deskPaths[type]}`;

/**
 * Tells the desk of a customer's decision: the staff user who quoted (at their address, in their language), else the
 * address the quote named; nobody when neither is known.
 */
export async function mailDesk(tx: Tx, publicUrl: string, quoter: { userId: number | null; address: string }, kind: QuoteMailKind, facts: QuoteMailFacts): Promise<void> {
  const [staff] = quoter.userId === null ? [] : await tx.select({ email: sysUser.email, languageId: sysUser.languageId }).from(sysUser).where(eq(sysUser.userId, quoter.userId));
  const recipient = staff?.email || quoter.address;
  if (!recipient) return;
  const language = languageFromId(staff?.languageId);
  await enqueueMail(tx, { recipient, language, ...quoteMail(kind, language, facts, deskLink(publicUrl, facts.type)), topic: quoteTopic(kind), reference: facts.inquiryno });
}
