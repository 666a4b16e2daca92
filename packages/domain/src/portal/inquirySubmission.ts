import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Rules every inquiry kind shares when it is written: its number and the key that finds a repeated submission. */

/** A customer's identity on an inquiry. */
export interface InquiryOwner {
  userId: number;
  customerId: number;
}

export type InquiryPrefix = 'Q' | 'QRT' | 'QFC';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Inquiry number: prefix + YYYYMMDDHHmmss (portal.md §3), then the row's sequence number modulo
 * 10,000 so that two inquiries in the same second stay distinct.
 */
export function inquiryNumber(prefix: InquiryPrefix, at: Date, sequence: number): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}${stamp}${pad(sequence % 10000, 4)}`;
}

/** Stable JSON: object keys sorted, so the same payload always digests the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The same owner sending the same payload of one kind gives the same key (SHA-256, hex). */
export function submissionKey(owner: InquiryOwner, kind: string, payload: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(`${owner.userId}\n${kind}\n${canonical(payload)}`)));
}
