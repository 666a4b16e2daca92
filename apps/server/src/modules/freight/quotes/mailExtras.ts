import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { isLanguage, mailAddressFault, quoteInquiryTypes, type Language } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { MailExtras, MailExtrasOf } from '../../../platform/mail/worker';
import { localText } from '../../portal/rates-common/index';
import { quoteDocument } from './document';
import { inquiryTables } from './life';
import { customerQuoteKinds, quoteKindsWithPdf, quoteTopic } from './mails';

const customerTopics: readonly string[] = customerQuoteKinds.map(quoteTopic);
const topicsWithPdf: readonly string[] = quoteKindsWithPdf.map(quoteTopic);

/** The inquiry a quote mail names by its number (unique within each kind; the kinds' numbers differ by prefix). */
async function quoteNamed(ctx: AppContext, inquiryno: string) {
  for (const type of quoteInquiryTypes) {
    const table = inquiryTables[type];
    const [row] = await ctx.db.select({
      inquiryId: table.inquiryId, quotername: table.quotername, englishquotername: table.englishquotername, russianquotername: table.russianquotername,
      quotermail: table.quotermail, quoterId: table.quotationuserid,
    }).from(table).where(eq(table.inquiryno, inquiryno));
    if (row) return { type, ...row };
  }
  return undefined;
}

/**
 * Where the customer's replies go: the address the quote names, else the quoting staff user's; none that no mailer takes.
 * Named as the quote names the quoter, in the mail's language where staff translated the name.
 */
async function quoterAddress(ctx: AppContext, quote: NonNullable<Awaited<ReturnType<typeof quoteNamed>>>, language: Language | undefined): Promise<MailExtras['replyTo']> {
  const [staff] = quote.quoterId === null ? [] : await ctx.db.select({ email: sysUser.email, nickName: sysUser.nickName }).from(sysUser).where(eq(sysUser.userId, quote.quoterId));
  const address = [quote.quotermail, staff?.email ?? ''].map((a) => a.trim()).find((a) => a && mailAddressFault(a) === undefined);
  const name = language ? localText(language, quote.quotername, quote.englishquotername, quote.russianquotername) : quote.quotername;
  return address ? { name: name || staff?.nickName || '', address } : undefined;
}

/**
 * What a customer's quote mail carries as it is sent: `Reply-To` the quoter, and the quote's PDF in the mail's
 * language for a mail the customer acts on. Made when sent from what the mail names (its topic and the inquiry
 * number), so the outbox keeps no files and the PDF is the quote as it stands (decisions.md, mails).
 */
export const quoteMailExtras = (ctx: AppContext): MailExtrasOf => async (mail) => {
  if (!customerTopics.includes(mail.topic)) return {};
  const quote = await quoteNamed(ctx, mail.reference);
  if (!quote) return {};
  const replyTo = await quoterAddress(ctx, quote, isLanguage(mail.language) ? mail.language : undefined);
  if (!topicsWithPdf.includes(mail.topic) || !isLanguage(mail.language)) return { replyTo };
  const { filename, doc } = await quoteDocument(ctx, { type: quote.type, inquiryId: quote.inquiryId }, { language: mail.language });
  return { replyTo, attachments: [{ filename, content: await buffer(doc), contentType: 'application/pdf' }] };
};
