/** Texts that go into a mail, each escaped for where it goes. */

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text shown in a mail's HTML part, as text: it can open no tag, attribute or entity. */
export const htmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => htmlEntities[c]!);

/**
 * Text for a mail header (the subject, a display name): one line, no control characters, so it can add no header
 * of its own; nodemailer then encodes what is not ASCII.
 */
export const headerText = (text: string, max = 300): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim().slice(0, max);
