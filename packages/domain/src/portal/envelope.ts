import { z } from 'zod';
import { text } from '../text';
import { base64Pattern, maxContentLength, portalAppId } from './envelopeSigning';

/** The signed envelope of the portal gateway as the server validates it (design.md §5, docs/api.md). */
export const Envelope = z.object({
  usercode: text(64).min(1),
  timestamp: z.int(),
  noncestr: z.string().regex(/^[A-Za-z0-9]{16,64}$/),
  action: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/),
  isAnonymous: z.boolean(),
  content: z.string().min(1).max(maxContentLength).regex(base64Pattern),
  sign: z.string().regex(/^[0-9a-f]{128}$/),
});
export type Envelope = z.infer<typeof Envelope>;

/** The command inside `content`: `key` names a callYhApi command, `data` is its payload. */
export const EnvelopeContent = z.object({
  id: z.union([text(64), z.number()]).optional(),
  usercode: text(64).min(1),
  key: text(64).optional(),
  url: text(500).optional(),
  appid: z.literal(portalAppId),
  data: z.unknown().optional(),
});
export type EnvelopeContent = z.infer<typeof EnvelopeContent>;

