/** The external messaging link for a contact number (WhatsApp click-to-chat), or undefined without digits. */
export function chatLink(contactNumber: string | null | undefined): string | undefined {
  const digits = (contactNumber ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}
