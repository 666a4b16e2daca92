import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { KvStore } from './kv/index';
import type { SessionStore } from './auth/session';
import type { TokenIssuer } from './auth/token';
import type { CaptchaService } from './captcha';
import type { FileStorage } from './storage/index';

/** What every feature module is handed: configuration, the database and the shared store. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  kv: KvStore;
  sessions: SessionStore;
  tokens: TokenIssuer;
  captcha: CaptchaService;
  /** Uploaded files (DATA_DIR/uploads). */
  storage: FileStorage;
}
