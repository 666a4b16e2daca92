import { z } from 'zod';
import { identifier } from '../text';
import { mailAddressText } from '../mailAddress';
import { blankAsAbsent, numberFromText } from '../validators';
import { PageQuery, Status, filterText, remark } from '../system/list';
import { UserPassword } from '../system/user';
import { contactNumber, freightCode, freightName, freightText, statusFilter } from './fields';
import { CustomerGroup } from './markups';

/** 2052 Chinese, 1033 English, 1049 Russian: the language a customer's users get at sign-in. */
export const customerLanguages = [2052, 1033, 1049] as const;
export const CustomerLanguage = numberFromText(z.number({ error: 'freight.language.invalid' })
  .refine((n) => (customerLanguages as readonly number[]).includes(n), { error: 'freight.language.invalid' }));

export const CustomerFilter = z.object({
  customerLocalCode: filterText(50),
  customerName: filterText(200),
  status: statusFilter,
});
export type CustomerFilter = z.infer<typeof CustomerFilter>;
export const CustomerQuery = PageQuery.extend(CustomerFilter.shape);
export type CustomerQuery = z.infer<typeof CustomerQuery>;

const email = mailAddressText(100, { tooLong: 'freight.tooLong' }).nullish().transform((s) => s ?? '');

/** A customer company: local and English names and codes, interface language, contact. */
export const CustomerBody = z.object({
  customerId: z.number().int().positive().optional(),
  customerLocalName: freightName(200),
  customerLocalCode: freightCode(50),
  customerEnglishName: freightText(200),
  customerEnglishCode: freightText(50).transform((s) => s.toUpperCase()),
  languageId: blankAsAbsent(CustomerLanguage.default(2052)),
  contactPhone: contactNumber,
  contactEmail: email,
  /** The group its markup rules may name, e.g. KEY ('' none). */
  customergroup: CustomerGroup,
  status: Status.default('0'),
  remark,
});
export type CustomerBody = z.infer<typeof CustomerBody>;

/** A portal user of a customer (sys_user of type 'C'); the password is set on add only. */
export const CustomerUserBody = z.object({
  userId: z.number().int().positive().optional(),
  customerId: z.number().int().positive(),
  userName: identifier(30, { required: 'freight.required' }).min(2, { error: 'register.username.length' }),
  nickName: freightName(30),
  password: UserPassword.optional(),
  email,
  phonenumber: freightText(11),
  status: Status.default('0'),
});
export type CustomerUserBody = z.infer<typeof CustomerUserBody>;
