import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness';
import { commandRan, registerCommandDoors } from './doors';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('the route table', () => {
  it('has every route that is not a GET declare its door: the command it calls, or why it writes no record', () => {
    const doors = t.app.doors().filter((d) => d.url.startsWith('/api') && d.method !== 'GET');
    expect(doors.length).toBeGreaterThan(50);
    const undeclared = doors.filter((d) => !d.door.command && !d.door.writes);
    expect(undeclared.map((d) => `${d.method} ${d.url}`)).toEqual([]);
  });

  it('has every GET that changes something declare its door too, and every GET the operation log writes', () => {
    const gets = t.app.doors().filter((d) => d.url.startsWith('/api') && d.method === 'GET');
    const declared = gets.filter((d) => d.door.command || d.door.writes).map((d) => `${d.url} ${d.door.command ?? d.door.writes}`);
    expect(declared).toEqual(expect.arrayContaining([
      '/api/captchaImage session',
      '/api/getInfo session',
      '/api/portal/quotePdf/:token session',
      '/api/common/flDl reads',
      '/api/system/notice/view/:noticeId system:notice:markRead',
      '/api/monitor/logininfor/unlock/:userName monitor:logininfor:unlock',
      '/api/tool/gen/genCode/:table tool:gen:genCode',
      '/api/tool/gen/synchDb/:table tool:gen:synchDb',
      '/api/tool/gen/batchGenCode reads',
    ]));
    const declaredUrls = new Set(gets.filter((d) => d.door.command || d.door.writes).map((d) => d.url));
    const loggedGets = t.app.loggedRoutes().filter((r) => r.method === 'GET');
    expect(loggedGets.length).toBeGreaterThan(3);
    expect(loggedGets.filter((r) => !declaredUrls.has(r.url)).map((r) => r.url)).toEqual([]);
  });

  it('names, for each record write, the command of its entity and action', () => {
    const commands = t.app.doors().filter((d) => d.door.command).map((d) => `${d.method} ${d.url} ${d.door.command}`);
    for (const name of ['port', 'tradeLane', 'carrier', 'truckRate', 'seaRate', 'railLclRate', 'railFclRate', 'holiday', 'exchangeRate', 'customer', 'markup']) {
      expect(commands).toEqual(expect.arrayContaining([
        `POST /api/freight/${name} freight:${name}:add`,
        `PUT /api/freight/${name} freight:${name}:edit`,
        expect.stringMatching(new RegExp(`^DELETE /api/freight/${name}/:\\w+ freight:${name}:remove$`)),
        `POST /api/freight/${name}/importData freight:${name}:import`,
      ]));
    }
  });

  it('answers an error, not success, when a route that declares a command answers without running it', async () => {
    const app = Fastify({ logger: false });
    registerCommandDoors(app);
    app.post('/skips', { config: { command: 'sample:thing:add' } }, async () => ({ code: 200 }));
    app.post('/calls', { config: { command: 'sample:thing:add' } }, async () => {
      await Promise.resolve();
      commandRan('sample:thing:add');
      return { code: 200 };
    });
    app.post('/refuses', { config: { command: 'sample:thing:add' } }, async () => ({ code: 403 }));
    expect((await app.inject({ method: 'POST', url: '/skips' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/calls' })).json()).toEqual({ code: 200 });
    expect((await app.inject({ method: 'POST', url: '/refuses' })).json()).toEqual({ code: 403 });
    await app.close();
  });
});
