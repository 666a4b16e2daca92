import Fastify from 'fastify';

/**
 * The ceiling on this machine: a bare Fastify answering every GET or POST with a constant JSON body of the
 * given size, no checks, no database. It reads the request as any Fastify route does (a JSON body is parsed),
 * and is run in its own process, as the product's server is.
 */
const port = Number(process.argv[2]);
const bytes = Number(process.argv[3]);
const body = Buffer.from(`{"data":"${'x'.repeat(Math.max(0, bytes - 11))}"}`);

const app = Fastify({ logger: false });
app.route({ method: ['GET', 'POST'], url: '/bare', handler: (_req, reply) => { reply.type('application/json; charset=utf-8').send(body); } });
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
