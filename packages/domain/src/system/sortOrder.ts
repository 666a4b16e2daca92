import { z } from 'zod';
import { isDecimalText } from '../validators';

/**
 * A column of numbers saved at once, comma-joined as RuoYi-Vue3's "save order" joins them (`'3,7,12'`), each checked
 * by `item` (the same rule as the field in the edit dialog, so a bad order gets the dialog's message).
 */
export const commaJoined = <S extends z.ZodType<number>>(item: S) => z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => (isDecimalText(part) ? Number(part) : part)) : value),
  z.array(item).min(1).max(500),
);
