import { randomUUID } from 'node:crypto';
import { AppError } from './errors';
import type { KvStore } from './kv/index';
import { onFirstUse } from './onFirstUse';

const loadSvgCaptcha = onFirstUse(() => import('svg-captcha').then((module) => module.default));
const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));

const ttlSeconds = 120;
const key = (uuid: string) => `captcha:${uuid}`;

/**
 * Image captchas whose answers live in the shared store: single use, two minutes. The picture is bare base64 of a GIF,
 * as RuoYi's `/captchaImage` answers it (its clients prefix `data:image/gif;base64,`).
 */
export class CaptchaService {
  constructor(private kv: KvStore) {}

  async create(): Promise<{ uuid: string; img: string }> {
    // The size of the login page's image box. svg-captcha's default 56 px glyphs hang below a 40 px picture
    // (their baseline sits under the middle); at 38 px even descenders end inside it.
    const captcha = (await loadSvgCaptcha()).create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f0f4fa', width: 120, height: 40, fontSize: 38 });
    const uuid = randomUUID();
    await this.kv.set(key(uuid), captcha.text.toLowerCase(), ttlSeconds);
    const gif = await (await loadSharp())(Buffer.from(captcha.data)).gif().toBuffer();
    return { uuid, img: gif.toString('base64') };
  }

  /** Throws the §5 messages: expired when unknown or used, wrong when it does not match. */
  async check(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!code) throw new AppError('login.code.required');
    const answer = uuid ? await this.kv.take(key(uuid)) : null;
    if (answer === null) throw new AppError('captcha.expired');
    if (answer !== code.trim().toLowerCase()) throw new AppError('captcha.wrong');
  }
}
