import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A one-time password that satisfies the password rule: letters, digits and a special character. */
export function oneTimePassword(): string {
  return `${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}#7a`;
}
