import type { z } from 'zod';
import { AppError } from '../errors';

/** The dotted path of the first problem, under `root`; `body` when the whole value is wrong. */
export function issueField(error: z.ZodError, root = ''): string {
  return [root, ...(error.issues[0]?.path ?? []).map(String)].filter(Boolean).join('.') || 'body';
}

/** A command's `data`, checked by its schema; a bad field is a clear 400 naming it. */
export function parseCommandData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw new AppError('gateway.data', { field: issueField(parsed.error, 'data') }, 400);
  return parsed.data;
}
