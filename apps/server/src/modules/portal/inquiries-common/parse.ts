import { messages, type MessageKey } from '@freight/domain';
import type { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { parseCommandData } from '../../../platform/gateway/index';

const isMessageKey = (text: string | undefined): text is MessageKey => !!text && text in messages;

/**
 * An inquiry payload checked by its schema: a broken portal.md §5 rule answers with its own words in
 * the caller's language, any other fault names the field.
 */
export function parseInquiry<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const rule = schema.safeParse(data ?? {}).error?.issues[0]?.message;
  if (isMessageKey(rule)) throw new AppError(rule, {}, 400);
  return parseCommandData(schema, data);
}
