import { text } from './text';

/**
 * Mail addresses the product can send to (issue 37 item 12): one plain address as SMTP carries it (RFC 5321).
 * Refused at the field that stores it, so a quote mail is never written to an address no mailer takes.
 */

/** The local part as a dot-atom of ASCII: what every SMTP server takes without SMTPUTF8. */
const dotAtom = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain as people write it, before punycode: letters of any script, digits, hyphens and dots only. */
const domainText = /^[\p{L}\p{M}\p{N}.-]+$/u;
const asciiLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The domain as SMTP sends it (punycode, as nodemailer converts it), or undefined when it is none. */
function asciiDomain(domain: string): string | undefined {
  if (!domainText.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}

/** Why no mail can be sent to `address` (in English, for the mail log), or undefined when one can. */
export function mailAddressFault(address: string): string | undefined {
  if (/[\p{Cc}\u2028\u2029]/u.test(address)) return 'it holds a control character';
  if (/\s/.test(address)) return 'it holds a space';
  const at = address.lastIndexOf('@');
  if (at < 0 || at === address.length - 1) return 'it has no domain';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.startsWith('"')) return 'its local part is quoted';
  if (domain.startsWith('[')) return 'its domain is an IP literal';
  if (local.length > 64) return 'its local part is longer than 64 characters';
  if (!dotAtom.test(local)) return 'its local part holds characters a mail address cannot';
  const ascii = asciiDomain(domain);
  const labels = ascii?.split('.') ?? [];
  if (!ascii || labels.length < 2 || !labels.every((label) => asciiLabel.test(label))) return 'its domain is no domain name';
  if (/^\d+$/.test(labels.at(-1)!)) return 'its domain is an IP address';
  if (local.length + 1 + ascii.length > 254) return 'it is longer than 254 characters';
  return undefined;
}

export const isMailAddress = (address: string): boolean => mailAddressFault(address) === undefined;

/** The one type of every e-mail field: blank (none) or an address the mailer can send to, at most `max` characters. */
export const mailAddressText = (max: number, { error = 'field.email', tooLong = 'field.email.length' } = {}) =>
  text(max, { tooLong }).refine((s) => s === '' || isMailAddress(s), { error });
