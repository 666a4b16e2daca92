import { createHmac } from 'node:crypto';
import { signedMessage, type SignedFields } from '@freight/domain';

/**
 * The envelope signature of the domain package (`signEnvelope`), computed with Node's native HMAC:
 * the same bytes, several times faster than the portable implementation the browser needs.
 */
export function envelopeSignature(key: string, fields: SignedFields): string {
  return createHmac('sha512', key).update(signedMessage(fields)).digest('hex');
}
