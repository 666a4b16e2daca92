import type { FastifyRequest } from 'fastify';
import { sysLogininfor } from '../db/schema/index';
import type { Db } from '../db/client';
import { describeUserAgent } from './userAgent';

/** Every sign-in attempt is written down; a failure to write is logged, never shown to the user. */
export async function writeLoginLog(db: Db, req: FastifyRequest, userName: string, success: boolean, msg: string) {
  const { browser, os } = describeUserAgent(req.headers['user-agent']);
  try {
    await db.insert(sysLogininfor).values({ userName: userName.slice(0, 50), ipaddr: req.ip, browser, os, status: success ? '0' : '1', msg: msg.slice(0, 255) });
  } catch (error) {
    req.log.error({ err: error }, 'login log not written');
  }
}
