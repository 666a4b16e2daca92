import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalClient } from '../../scripts/portalClient';
import { SharedEngines, sharedEnginesAvailable, type Instance } from '../../test/sharedEngines';
import { pkcePair } from '../../test/signOn';

/**
 * Two real server processes on one PostgreSQL and one Redis, as in production behind a load
 * balancer (docs/operations.md). Runs with the PostgreSQL suite when a Redis is there too.
 */
const loginLimit = 40;

describe.runIf(sharedEnginesAvailable)('several instances on one PostgreSQL and one Redis', () => {
  const engines = new SharedEngines();
  const instances: Instance[] = [];
  const start = (port: number) => engines.start(port, { LOGIN_RATE_LIMIT: String(loginLimit), CAPTCHA_ENABLED: 'true' });

  const json = async (instance: Instance, path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    const reply = await fetch(`${instance.base}/api${path}`, { ...init, headers });
    return { status: reply.status, body: (await reply.json()) as Record<string, unknown> & { code: number; msg: string } };
  };

  /** A captcha made by one instance with its answer, read from Redis as only a test may. */
  const solvedCaptcha = async (from: Instance) => {
    const { uuid } = (await json(from, '/captchaImage')).body as unknown as { uuid: string };
    return { uuid, code: await engines.redis.get(`${engines.prefix}captcha:${uuid}`) };
  };

  /** Asks one instance for a captcha and signs in on another with its answer. */
  const signIn = async (captchaFrom: Instance, loginAt: Instance, username: string, password: string) => {
    const { uuid, code } = await solvedCaptcha(captchaFrom);
    return json(loginAt, '/login', { method: 'POST', body: JSON.stringify({ username, password, code, uuid }) });
  };

  /** A fresh one-minute sign-in window for this address, so the sign-ins before do not count. */
  const freshSignInWindow = async () => {
    const windows = await engines.redis.keys(`${engines.prefix}rate:login:*`);
    if (windows.length) await engines.redis.del(...windows);
  };

  /** A sign-in at the sign-on service started on one instance, as a browser starts it: the interaction and its cookies. */
  const startSignOn = async (at: Instance) => {
    const query = new URLSearchParams({
      client_id: 'freight-portal', redirect_uri: `${at.base}/`, response_type: 'code', scope: 'openid profile',
      state: 's', code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
    });
    const reply = await fetch(`${at.base}/api/sso/auth?${query}`, { redirect: 'manual' });
    const uid = /\/interaction\/([^/?]+)/.exec(reply.headers.get('location') ?? '')![1]!;
    return { uid, cookie: reply.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };

  const currentSeaRate = async (db: pg.Client) => {
    const { rows } = await db.query<{ id: string }>(`select fclrateid as id from sea_rate where status = '0' and expireddate >= current_date order by fclrateid limit 1`);
    return Number(rows[0]!.id);
  };

  /**
   * A sea inquiry for one 20GP box sent through one instance: the reply's code, 503 when a closing instance
   * refused it (HTTP 503, nothing done), or null when no reply came.
   */
  const askSeaQuote = (to: Instance, customer: PortalClient, rateid: number, inquirer: string) => fetch(`${to.base}/api/yhApi/callYhImport`, {
    method: 'POST', headers: customer.headers(),
    body: customer.body('callYhImport', { rateid, inquirer, gp20qty: 1, gp40qty: 0, hq40qty: 0, hq45qty: 0 }),
  }).then(async (r) => (r.status === 503 ? 503 : ((await r.json()) as { code: number }).code), () => null);

  /** How many times each inquirer starting with `prefix` is stored. */
  const storedInquiries = async (db: pg.Client, prefix: string) => {
    const { rows } = await db.query<{ inquirer: string; n: string }>(
      'select inquirer, count(*) as n from sea_inquiry where inquirer like $1 group by inquirer', [`${prefix}%`]);
    return new Map(rows.map((r) => [r.inquirer, Number(r.n)]));
  };

  beforeAll(async () => {
    instances.push(...(await engines.open(2, { LOGIN_RATE_LIMIT: String(loginLimit), CAPTCHA_ENABLED: 'true' })));
    // The streams below send hundreds of inquiries from one account: lift its inquiry limits for this run.
    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    await db.query(`update sys_config set config_value = '100000' where config_key in ('freight.inquiry.perMinute', 'freight.inquiry.perDay')`);
    await db.end();
    const cached = await engines.redis.keys(`${engines.prefix}sys_config:*`);
    if (cached.length) await engines.redis.del(...cached);
  }, 120_000);

  afterAll(() => engines.close(), 60_000);

  it('checks on one instance a captcha made on the other, and a token issued by one works on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const login = await signIn(a, b, 'admin', 'admin123');
    expect(login.body).toMatchObject({ code: 200 });
    const token = login.body.token as string;
    expect((await json(a, '/getInfo', { token })).body).toMatchObject({ code: 200, user: { userName: 'admin' } });
    expect((await json(b, '/getInfo', { token })).body).toMatchObject({ code: 200 });
  });

  it('refuses at once on one instance a token logged out, or forced out, on the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const own = (await signIn(a, a, 'admin', 'admin123')).body.token as string;
    await json(b, '/logout', { method: 'POST', token: own });
    expect((await json(a, '/getInfo', { token: own })).body).toMatchObject({ code: 401 });

    const staff = (await signIn(a, a, 'admin', 'admin123')).body.token as string;
    const victim = (await signIn(b, b, 'ry', 'admin123')).body.token as string;
    expect((await json(a, '/getInfo', { token: victim })).body).toMatchObject({ code: 200 });
    const online = (await json(a, '/monitor/online/list?userName=ry', { token: staff })).body as unknown as { rows: { tokenId: string }[] };
    for (const row of online.rows) await json(a, `/monitor/online/${row.tokenId}`, { method: 'DELETE', token: staff });
    expect((await json(b, '/getInfo', { token: victim })).body).toMatchObject({ code: 401 });
  });

  it('shares the lock-out after wrong passwords across instances', async () => {
    const [a, b] = instances as [Instance, Instance];
    for (let i = 0; i < 5; i++) await signIn(a, i % 2 ? a : b, 'demo2', 'wrong-password');
    const locked = await signIn(b, a, 'demo2', 'demo123');
    expect(locked.body.code).toBe(500);
    expect(locked.body.msg).toMatch(/5/);
  });

  it('enforces on one instance, at the next request, a role taken away or an account disabled through the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const staff = (await signIn(a, a, 'admin', 'admin123')).body.token as string;
    const victim = (await signIn(b, b, 'ry', 'admin123')).body.token as string;
    // ry is the freight specialist: the sea-rate list is what the common role grants.
    const rates = () => json(b, '/freight/seaRate/list?pageSize=1', { token: victim });
    const put = (path: string, body: object) => json(a, path, { method: 'PUT', token: staff, body: JSON.stringify(body) });
    const { rows: [common] } = (await json(a, '/system/role/list?roleKey=common', { token: staff })).body as unknown as { rows: { roleId: number }[] };
    const { rows: [ry] } = (await json(a, '/system/user/list?userName=ry', { token: staff })).body as unknown as { rows: { userId: number }[] };
    expect((await rates()).body.code).toBe(200);

    expect((await put('/system/role/authUser/cancel', { roleId: common!.roleId, userId: ry!.userId })).body.code).toBe(200);
    expect((await rates()).body.code).toBe(403);
    expect((await put(`/system/role/authUser/selectAll?roleId=${common!.roleId}&userIds=${ry!.userId}`, {})).body.code).toBe(200);
    expect((await rates()).body.code).toBe(200);

    expect((await put('/system/user/changeStatus', { userId: ry!.userId, status: '1' })).body.code).toBe(200);
    expect((await rates()).body.code).toBe(401);
    expect((await put('/system/user/changeStatus', { userId: ry!.userId, status: '0' })).body.code).toBe(200);
  });

  /** A browser signed in on the sign-on service of one instance, as its cookies. */
  const signedInBrowser = async (at: Instance, username: string, password: string) => {
    const cookies = new Map<string, string>();
    const keep = (reply: Response) => {
      for (const line of reply.headers.getSetCookie()) {
        const [pair] = line.split(';');
        cookies.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
      }
      return reply;
    };
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const authorize = keep(await fetch(await authorizeUrl(at, 'login'), { redirect: 'manual' }));
    const uid = /interaction\/([^/?]+)/.exec(authorize.headers.get('location') ?? '')?.[1];
    const login = keep(await fetch(`${at.base}/api/sso/interaction/${uid}/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie() }, body: JSON.stringify({ username, password, ...(await solvedCaptcha(at)) }),
    }));
    const { data } = (await login.json()) as { data: { redirect: string } };
    keep(await fetch(data.redirect, { redirect: 'manual', headers: { cookie: cookie() } }));
    return cookie();
  };
  const authorizeUrl = async (at: Instance, prompt: 'login' | 'none') => {
    const settings = ((await (await fetch(`${at.base}/api/portal/signOn`)).json()) as { data: { authorizationEndpoint: string; clientId: string } }).data;
    return `${settings.authorizationEndpoint}?${new URLSearchParams({
      client_id: settings.clientId, redirect_uri: `${at.base}/`, response_type: 'code', scope: 'openid profile', state: 'cluster',
      code_challenge: randomUUID().replaceAll('-', '').padEnd(43, 'x'), code_challenge_method: 'S256', ...(prompt === 'none' ? { prompt } : {}),
    })}`;
  };
  /** A silent sign-on (prompt=none) of that browser: whether it brings a code, or the error that refuses it. */
  const silentSignOn = async (at: Instance, cookie: string) => {
    const back = new URL((await fetch(await authorizeUrl(at, 'none'), { redirect: 'manual', headers: { cookie } })).headers.get('location')!);
    return back.searchParams.get('error') ?? (back.searchParams.get('code') ? 'code' : 'nothing');
  };

  it('ends on the other instance, at once, the other sessions of an account whose password its owner changed, or that was disabled in the edit dialog', async () => {
    const [a, b] = instances as [Instance, Instance];
    const changing = (await signIn(a, a, 'ry', 'admin123')).body.token as string;
    const other = (await signIn(b, b, 'ry', 'admin123')).body.token as string;
    // ry keeps the new password: the tests before this one are the only ones that sign ry in.
    const newPassword = 'Cluster#2026a';
    expect((await json(a, '/system/user/profile/updatePwd', {
      method: 'PUT', token: changing, body: JSON.stringify({ oldPassword: 'admin123', newPassword, confirmPassword: newPassword }),
    })).body.code).toBe(200);
    expect((await json(b, '/getInfo', { token: changing })).body.code).toBe(200);
    expect((await json(b, '/getInfo', { token: other })).body.code).toBe(401);

    const staff = (await signIn(a, a, 'admin', 'admin123')).body.token as string;
    const customer = await PortalClient.signIn(b.base, 'demo3', 'demo123', () => solvedCaptcha(b));
    const browser = await signedInBrowser(b, 'demo3', 'demo123');
    const call = () => fetch(`${b.base}/api/yhApi/callYhApi`, { method: 'POST', headers: customer.headers(), body: customer.body('callYhApi', { maxrows: 100 }, 'invoicetrans') })
      .then(async (r) => ((await r.json()) as { code: number }).code);
    expect(await call()).toBe(200);
    expect(await silentSignOn(b, browser)).toBe('code');
    const { rows: [demo3] } = (await json(a, '/freight/customer/list?customerLocalCode=HANSE01', { token: staff })).body as unknown as { rows: { customerId: number }[] };
    const { data: users } = (await json(a, `/freight/customer/${demo3!.customerId}/users`, { token: staff })).body as unknown as { data: Record<string, unknown>[] };
    const user = users.find((u) => u.userName === 'demo3')!;
    const edit = (status: string, version: unknown) => json(a, '/freight/customer/user', {
      method: 'PUT', token: staff, body: JSON.stringify({ ...user, loginDate: undefined, createTime: undefined, status, version }),
    });
    expect((await edit('1', user.version)).body.code).toBe(200);
    expect(await call()).toBe(401);
    expect(await silentSignOn(b, browser)).toBe('login_required');
    const { data: disabled } = (await json(a, `/freight/customer/user/${user.userId}`, { token: staff })).body as unknown as { data: { version: number } };
    expect((await edit('0', disabled.version)).body.code).toBe(200);
  });

  it('serves through one instance a file uploaded through the other', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = (await signIn(a, a, 'admin', 'admin123')).body.token as string;
    const png = readFileSync(new URL('../../../../e2e/fixtures/avatar.png', import.meta.url));
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(`${a.base}/api/common/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const { fileName } = (await upload.json()) as { fileName: string };
    const download = await fetch(`${b.base}/api/common/flDl/resource?resource=${encodeURIComponent(fileName)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it('keeps every acknowledged inquiry exactly once when an instance is killed mid-stream', async () => {
    const [a, b] = instances as [Instance, Instance];
    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    try {
      const rateid = await currentSeaRate(db);
        const customer = await PortalClient.signIn(a.base, 'demo', 'demo123', () => solvedCaptcha(b));
      const run = randomUUID().slice(0, 8);
      const acknowledged: string[] = [];
      const submit = async (i: number) => {
        const target = i % 2 ? b : a;
        const inquirer = `cluster-${run}-${i}`;
        if ((await askSeaQuote(target, customer, rateid, inquirer)) === 200) acknowledged.push(inquirer);
        // In the middle of the stream: some have been answered, some are on their way, most are still to be sent.
        if (acknowledged.length === 20) b.child.kill('SIGKILL');
      };
      // Twenty senders, each sending its next inquiry once the last is answered: the kill lands mid-stream however fast
      // the instances answer (sent all at once, a fast machine had answered every one before the kill arrived).
      let next = 0;
      const sender = async () => {
        while (next < 200) await submit(next++);
      };
      await Promise.all(Array.from({ length: 20 }, sender));

      const counts = await storedInquiries(db, `cluster-${run}-`);
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);
      expect(acknowledged.length).toBeLessThan(200);
      for (const inquirer of acknowledged) expect(counts.get(inquirer)).toBe(1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);

      expect(await askSeaQuote(a, customer, rateid, `cluster-${run}-after`)).toBe(200);
    } finally {
      await db.end();
      // Back to two instances for what follows.
      instances[1] = await start(Number(b.env.PORT));
    }
  }, 120_000);
  it('stops gracefully on SIGTERM: the requests in flight are answered and stored once, then the process exits cleanly', async () => {
    const [a, b] = instances as [Instance, Instance];
    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    try {
      const rateid = await currentSeaRate(db);
        const customer = await PortalClient.signIn(b.base, 'demo', 'demo123', () => solvedCaptcha(a));
      const run = randomUUID().slice(0, 8);
      const exited = new Promise<number | null>((resolve) => b.child.once('exit', (code) => resolve(code)));
      let signalled = false;
      const answeredAfterSignal: string[] = [];
      const outcomes = await Promise.all(Array.from({ length: 60 }, async (_, i) => {
        const inquirer = `graceful-${run}-${i}`;
        const code = await askSeaQuote(b, customer, rateid, inquirer);
        if (!signalled) {
          signalled = true;
          b.child.kill('SIGTERM');
        } else if (code === 200) answeredAfterSignal.push(inquirer);
        return { inquirer, code };
      }));
      expect(await exited).toBe(0);
      // Every request was answered in full, refused as the instance was closing, or never reached it.
      expect(outcomes.filter((o) => o.code !== 200 && o.code !== 503 && o.code !== null)).toEqual([]);
      expect(answeredAfterSignal.length).toBeGreaterThan(0);
      const counts = await storedInquiries(db, `graceful-${run}-`);
      for (const { inquirer, code } of outcomes) if (code === 200) expect(counts.get(inquirer)).toBe(1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await db.end();
      instances[1] = await start(Number(b.env.PORT));
    }
  }, 120_000);

  it('checks 5 passwords of a parallel burst on the sign-on page split over both instances, not the right one sent last', async () => {
    const [a, b] = instances as [Instance, Instance];
    const signOn = await startSignOn(a);
    const tries = await Promise.all(Array.from({ length: loginLimit }, async (_, i) => ({
      at: i % 2 ? b : a, password: i === loginLimit - 1 ? 'demo123' : 'wrong-password', ...(await solvedCaptcha(i % 2 ? a : b)),
    })));
    const attempt = ({ at, password, uuid, code }: { at: Instance; password: string; uuid: string; code: string | null }) =>
      json(at, `/sso/interaction/${signOn.uid}/login`, { method: 'POST', headers: { cookie: signOn.cookie }, body: JSON.stringify({ username: 'demo3', password, uuid, code }) });
    await freshSignInWindow();
    try {
      const replies = (await Promise.all(tries.map(attempt))).map((r) => r.body);
      expect(replies.filter((r) => r.code === 200)).toEqual([]);
      expect(replies.at(-1)).toMatchObject({ code: 500, msg: expect.stringMatching(/5/) });
      // Wrong passwords checked: one for each of the 5 attempts of the address, on both instances together.
      expect(await engines.redis.get(`${engines.prefix}pwd_err_all:demo3`)).toBe('5');
      // The burst spent the address's sign-in allowance a minute, counted on both instances as on the back office's page.
      expect((await attempt({ at: a, password: 'demo123', ...(await solvedCaptcha(b)) })).status).toBe(429);
      await freshSignInWindow();
      expect((await attempt({ at: b, password: 'demo123', ...(await solvedCaptcha(a)) })).body).toMatchObject({ code: 500, msg: expect.stringMatching(/5/) });
    } finally {
      await freshSignInWindow();
    }
  }, 120_000);

  // Last: it spends the address's sign-in allowance.
  it('counts sign-in attempts of one address on both instances together', async () => {
    const [a, b] = instances as [Instance, Instance];
    await freshSignInWindow();
    let refused = 0;
    for (let attempt = 0; attempt < loginLimit + 2; attempt++) {
      const reply = await signIn(a, attempt % 2 ? a : b, 'nobody', 'wrong-password');
      if (reply.status === 429 || reply.body.code === 429) refused++;
    }
    // Each instance alone would have let `loginLimit` attempts through, half of these reached each.
    expect(refused).toBe(2);
    expect((await signIn(a, a, 'admin', 'admin123')).body.code).toBe(429);
    expect((await signIn(b, b, 'admin', 'admin123')).body.code).toBe(429);
  });

});
