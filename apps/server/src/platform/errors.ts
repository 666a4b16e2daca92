import type { MessageKey } from '@freight/domain';

/** A business outcome that is not success: replied as HTTP 200 with `code` and a translated `msg`. */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly replyCode: 400 | 401 | 403 | 404 | 409 | 429 | 500 | 601 = 500,
    /**
     * `cause`: what went wrong underneath, for the log (the caller sees only the message of `key`); `data`: what the
     * reply carries beside the message (a portal gateway failure's `content.data`).
     */
    options?: { cause?: unknown; data?: unknown },
  ) {
    super(key, options);
    this.data = options?.data;
  }

  readonly data: unknown;
}

export const unauthorized = () => new AppError('http.401', {}, 401);
export const forbidden = () => new AppError('http.403', {}, 403);
export const notFound = () => new AppError('http.404', {}, 404);
