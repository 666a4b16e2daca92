import { isMobileNumber } from '@freight/domain';

/**
 * The click-to-chat link (WhatsApp) of a stored E.164 contact number, or undefined when the number cannot receive a
 * chat: none, a landline, or a number kept in an older form.
 */
export function chatLink(contactNumber: string | null | undefined): string | undefined {
  return contactNumber && isMobileNumber(contactNumber) ? `https://wa.me/${contactNumber.slice(1)}` : undefined;
}
