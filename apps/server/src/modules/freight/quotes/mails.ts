import { eq } from 'drizzle-orm';
import { languageFromId, translate, type Catalogue, type Language, type QuoteInquiryType } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { customer, sysUser } from '../../../db/schema/index';
import { htmlText } from '../../../platform/mail/escape';
import { enqueueMail } from '../../../platform/mail/outbox';
import { effectiveLanguageId } from '../../sso/accounts';

/** The texts of the quote mails, in the recipient's language (server-side only: the browser never needs them). */
const texts: Catalogue = {
  'sent.subject': { zh_CN: '报价 {inquiryno}：{route}', en_US: 'Quote {inquiryno}: {route}', ru_Ru: 'Котировка {inquiryno}: {route}' },
  'sent.body': {
    zh_CN: '您的询价 {inquiryno}（{route}）已报价，报价有效期至 {validUntil}。请在有效期内查看并接受或拒绝报价。',
    en_US: 'Your inquiry {inquiryno} ({route}) has been quoted; the quote is valid until {validUntil}. Please view it and accept or decline it while it is valid.',
    ru_Ru: 'По вашему запросу {inquiryno} ({route}) подготовлена котировка, она действует до {validUntil}. Откройте её, чтобы принять или отклонить, пока она действует.',
  },
  'requoted.subject': { zh_CN: '更新报价 {inquiryno}：{route}', en_US: 'New quote {inquiryno}: {route}', ru_Ru: 'Новая котировка {inquiryno}: {route}' },
  'requoted.body': {
    zh_CN: '您的询价 {inquiryno}（{route}）有新的报价，替代之前的报价，有效期至 {validUntil}。',
    en_US: 'Your inquiry {inquiryno} ({route}) has a new quote replacing the earlier one, valid until {validUntil}.',
    ru_Ru: 'По вашему запросу {inquiryno} ({route}) есть новая котировка вместо прежней, она действует до {validUntil}.',
  },
  'expiring.subject': { zh_CN: '报价 {inquiryno} 将于 {validUntil} 到期', en_US: 'Quote {inquiryno} expires on {validUntil}', ru_Ru: 'Котировка {inquiryno} истекает {validUntil}' },
  'expiring.body': {
    zh_CN: '您的报价 {inquiryno}（{route}）将于 {validUntil} 到期，如需此价格请在到期前接受。',
    en_US: 'Your quote {inquiryno} ({route}) expires on {validUntil}. Accept it before then to keep this price.',
    ru_Ru: 'Ваша котировка {inquiryno} ({route}) истекает {validUntil}. Примите её до этого срока, чтобы сохранить цену.',
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
};

export type QuoteMailKind = 'sent' | 'requoted' | 'expiring' | 'accepted' | 'declined';

/** What a quote mail names: the inquiry, its route, and the rest its kind needs. */
export interface QuoteMailFacts {
  type: QuoteInquiryType;
  inquiryId: number;
  inquiryno: string;
  /** Loading and destination codes, e.g. CNSHA → NLRTM. */
  route: string;
  validUntil?: string | null;
  customer?: string;
  reason?: string;
}

/** Where the customer opens the quote in the portal. */
export const quoteLink = (publicUrl: string, facts: Pick<QuoteMailFacts, 'type' | 'inquiryId'>) =>
  facts.type === 'sea' ? `${publicUrl}/#/quote/${facts.inquiryId}` : `${publicUrl}/#/railQuote/${facts.type}/${facts.inquiryId}`;

/** The subject, plain text and HTML of a quote mail in `language`; every fact is escaped for the HTML part. */
export function quoteMail(kind: QuoteMailKind, language: Language, facts: QuoteMailFacts, link: string) {
  const params = { ...facts, validUntil: facts.validUntil ?? '', reason: facts.reason || translate(texts, language, 'noReason'), customer: facts.customer ?? '' };
  const escaped = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, htmlText(String(v))]));
  const open = translate(texts, language, 'open');
  return {
    subject: translate(texts, language, `${kind}.subject`, params),
    text: `${translate(texts, language, `${kind}.body`, params)}\n\n${open}: ${link}\n`,
    html: `<p>${translate(texts, language, `${kind}.body`, escaped)}</p><p><a href="${htmlText(link)}">${htmlText(open)}</a></p>`,
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

/** Writes a quote mail to the customer of `userId` into the outbox, in the transaction of the change it tells of; answers whether it was written. */
export async function mailCustomer(tx: Tx, publicUrl: string, userId: number, kind: QuoteMailKind, facts: QuoteMailFacts, onceKey?: string): Promise<boolean> {
  const to = await customerRecipient(tx, userId);
  if (!to) return false;
  return enqueueMail(tx, { ...to, ...quoteMail(kind, to.language, facts, quoteLink(publicUrl, facts)), topic: `quote.${kind}`, reference: facts.inquiryno, onceKey });
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
  await enqueueMail(tx, { recipient, language, ...quoteMail(kind, language, facts, deskLink(publicUrl, facts.type)), topic: `quote.${kind}`, reference: facts.inquiryno });
}
