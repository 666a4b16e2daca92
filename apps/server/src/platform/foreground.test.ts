import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveWayMs, longCallMs, registerForeground } from './foreground';

let app: FastifyInstance;
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

/** A server whose /slow call answers when the test says so, and whose /background call gives way once. */
async function server() {
  app = Fastify();
  registerForeground(app);
  let answer = () => {};
  let started = () => {};
  const served = new Promise<void>((resolve) => { started = resolve; });
  app.get('/slow', () => new Promise((resolve) => {
    answer = () => resolve({ ok: true });
    started();
  }));
  app.get('/background', async (req) => {
    req.server.foreground.inBackground(req);
    await req.server.foreground.giveWay();
    return { ok: true };
  });
  await app.ready();
  return { answer: () => answer(), served };
}

describe('background work gives way to the calls being served', () => {
  it('goes on at once when nothing else is served, without waiting for itself', async () => {
    await server();
    // With the clock stopped, only a pause that waits for nothing ends.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect((await app.inject('/background')).statusCode).toBe(200);
  });

  it('waits for the call being served to be answered', async () => {
    const slow = await server();
    const call = app.inject('/slow');
    await slow.served;
    let resumed = false;
    const pause = app.foreground.giveWay().then(() => { resumed = true; });
    await new Promise((resolve) => setImmediate(resolve));
    expect(resumed).toBe(false);
    slow.answer();
    await call;
    await pause;
    expect(resumed).toBe(true);
  });

  it('waits no longer than giveWayMs for a call that takes long', async () => {
    const slow = await server();
    const call = app.inject('/slow');
    await slow.served;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let resumed = false;
    const pause = app.foreground.giveWay().then(() => { resumed = true; });
    await vi.advanceTimersByTimeAsync(giveWayMs - 1);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pause;
    expect(resumed).toBe(true);
    slow.answer();
    await call;
  });

  it('does not wait for a call served longer than longCallMs, such as a download to a slow client', async () => {
    const slow = await server();
    const call = app.inject('/slow');
    await slow.served;
    // With the timeout stopped, only a pause that waits for nothing ends.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    vi.setSystemTime(Date.now() + longCallMs + 1);
    await app.foreground.giveWay();
    slow.answer();
    await call;
  });

  it('paces background work while calls are served: a pause lasts as long as the piece before it ran', async () => {
    const slow = await server();
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const pause = app.foreground.pacer();
    vi.setSystemTime(Date.now() + 8);
    const call = app.inject('/slow');
    await slow.served;
    let resumed = false;
    const paused = pause().then(() => { resumed = true; });
    slow.answer();
    await call;
    await vi.advanceTimersByTimeAsync(7);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await paused;
    expect(resumed).toBe(true);
  });

  it('does not pace background work when no call is served', async () => {
    await server();
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const pause = app.foreground.pacer();
    vi.setSystemTime(Date.now() + 15);
    // With the clock stopped, only a pause that waits for nothing ends.
    await pause();
  });
});
