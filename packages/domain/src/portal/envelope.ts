import { z } from 'zod';
import { base64Pattern, maxContentLength, portalAppId } from './envelopeSigning';

/** The signed envelope of the portal gateway as the server validates it (design.md §5, docs/api.md). */
export const Envelope = z.object({
  usercode: z.string().min(1).max(64),
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
  id: z.union([z.string().max(64), z.number()]).optional(),
  usercode: z.string().min(1).max(64),
  key: z.string().max(64).optional(),
  url: z.string().max(500).optional(),
  appid: z.literal(portalAppId),
  data: z.unknown().optional(),
});
export type EnvelopeContent = z.infer<typeof EnvelopeContent>;

