import { createServer, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errorHandler';
import { AppError } from './errors';
import { registerRequestLanguage } from './i18n';

/** What node-postgres reports for a database that refuses the connection: a port nobody listens on. */
async function refusedConnection(): Promise<unknown> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'nothing' }).connect().then(() => null, (error: unknown) => error);
}

const app = Fastify();
beforeAll(async () => {
  const refused = await refusedConnection();
  await app.register(fastifyCookie);
  registerRequestLanguage(app);
  registerErrorHandler(app);
  app.get('/refused', async () => { throw new AppError('gen.sql.failed', {}, 500, { cause: refused }); });
  app.get('/failed', async () => { throw new AppError('gen.sql.failed', {}, 500, { cause: new Error('syntax error at or near "tabel"') }); });
  await app.ready();
});
afterAll(() => app.close());

describe('the reply to a refusal with a cause underneath', () => {
  it('is the 503 of an outage when the database refused the connection', async () => {
    const reply = await app.inject({ method: 'GET', url: '/refused', headers: { 'accept-language': 'en' } });
    expect({ status: reply.statusCode, body: reply.json() })
      .toEqual({ status: 503, body: { code: 503, msg: 'The service is temporarily unavailable, please try again shortly' } });
  });

  it('stays the refusal for any other cause', async () => {
    const reply = await app.inject({ method: 'GET', url: '/failed' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().code).toBe(500);
  });
});
