import { expect, test, type Page, type Request, type Response } from '@playwright/test';

/** What a first screen may fetch in JavaScript files: a handful of shared chunks, the texts and the page's own. */
const maxScripts = 15;

interface NetworkEvent {
  kind: 'sent' | 'finished';
  request: Request;
}

/** Every request the page sends and every one that finishes, in the order the browser reports them. */
function recordNetwork(page: Page): NetworkEvent[] {
  const events: NetworkEvent[] = [];
  page.on('request', (request) => events.push({ kind: 'sent', request }));
  page.on('requestfinished', (request) => events.push({ kind: 'finished', request }));
  return events;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
const isScript = (request: Request) => /^\/assets\/[^/]+\.js$/.test(pathOf(request));

/** The scripts requested up to now: the first screen's, when called as soon as it shows. */
function scriptsSoFar(events: NetworkEvent[]): Request[] {
  return events.filter((event) => event.kind === 'sent' && isScript(event.request)).map((event) => event.request);
}

/** Compressed as the browser accepts, varying by encoding, and cached for good (the names carry a hash). */
async function expectCompressedAndImmutable(scripts: Request[]) {
  for (const script of scripts) {
    const headers = await (await script.response())!.allHeaders();
    expect.soft(headers['content-encoding'] ?? 'none', pathOf(script)).toMatch(/^(br|gzip)$/);
    expect.soft(headers.vary ?? 'none', pathOf(script)).toMatch(/accept-encoding/i);
    expect.soft(headers['cache-control'] ?? 'none', pathOf(script)).toMatch(/immutable/);
  }
}

/** The page itself is asked for again on every visit, so a new build reaches everyone at once. */
function expectRevalidated(page: Response | null) {
  expect(page?.headers()['cache-control'] ?? 'none').toMatch(/no-cache/);
}

test('a rate list opened by a shared link loads few compressed scripts and asks for credentials while they load', async ({ page }) => {
  const events = recordNetwork(page);
  const html = await page.goto('/#/railway?pol=CNCKG&pod=RUMOW');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const scripts = scriptsSoFar(events);

  expectRevalidated(html);
  await expectCompressedAndImmutable(scripts);
  expect(scripts.length).toBeLessThanOrEqual(maxScripts);

  const gatewayCalls = events.filter((event) => event.kind === 'sent' && pathOf(event.request).startsWith('/api/yhApi/'));
  expect(pathOf(gatewayCalls[0]!.request)).toBe('/api/yhApi/callYhAnonymousApiAccount');
  const asked = events.indexOf(gatewayCalls[0]!);
  const finished = (requests: Request[]) => events.flatMap((event, at) => (event.kind === 'finished' && requests.includes(event.request) ? [at] : []));
  // The page names its entry and the chunks the entry imports; everything else (the texts, the rate list's
  // code) the code fetches once it runs. The credentials are asked for before any of that has arrived:
  // alongside it, not after the first render.
  const named = await html!.text();
  const fetchedByCode = scripts.filter((script) => !named.includes(pathOf(script)));
  expect(fetchedByCode.length).toBeGreaterThan(0);
  expect(asked).toBeLessThan(Math.min(...finished(fetchedByCode)));
  expect(asked).toBeLessThan(Math.max(...finished(scripts)));
});

/**
 * Holds React's chunk back until the page has asked for everything `wanted` (or for `patience` ms, so that
 * code that waits for React fails instead of hanging), then lets it through. Gives what was asked for by then.
 */
async function holdReactUntil(page: Page, wanted: RegExp[], patience = 10_000): Promise<{ askedMeanwhile: () => RegExp[] }> {
  const missing = new Set(wanted);
  let allSeen!: () => void;
  const seen = new Promise<void>((resolve) => (allSeen = resolve));
  page.on('request', (request) => {
    for (const pattern of missing) if (pattern.test(pathOf(request))) missing.delete(pattern);
    if (missing.size === 0) allSeen();
  });
  let askedMeanwhile: RegExp[] = [];
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, patience))]);
    askedMeanwhile = wanted.filter((pattern) => !missing.has(pattern));
    await route.continue();
  });
  return { askedMeanwhile: () => askedMeanwhile };
}

test('the small entry asks for the rate page, the texts, the credentials and the rates without waiting for React', async ({ page }) => {
  const rateSearch = /^\/api\/yhApi\/callYhApiRailway$/;
  const wanted = [/^\/assets\/RailwayPage-[\w-]+\.js$/, /^\/assets\/zh_CN-[\w-]+\.js$/, /^\/api\/yhApi\/callYhAnonymousApiAccount$/, rateSearch];
  const react = await holdReactUntil(page, wanted);
  const events = recordNetwork(page);
  await page.goto('/#/railway?pol=CNCKG&pod=RUMOW');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(react.askedMeanwhile()).toEqual(wanted);
  // The list shows the early search's rates: it does not ask again.
  expect(events.filter((event) => event.kind === 'sent' && rateSearch.test(pathOf(event.request)))).toHaveLength(1);
});

test('the back office sign-in form loads few compressed scripts', async ({ page }) => {
  const events = recordNetwork(page);
  const html = await page.goto('/admin/#/login');
  await expect(page.getByPlaceholder('密码')).toBeVisible();
  const scripts = scriptsSoFar(events);

  expectRevalidated(html);
  await expectCompressedAndImmutable(scripts);
  expect(scripts.length).toBeLessThanOrEqual(maxScripts);
});

/**
 * Ant Design's component styles that the page generated while rendering: its theme's CSS variables are generated
 * (they carry a token hash), the rules themselves come with the prebuilt stylesheet.
 */
const generatedComponentStyles = (page: Page) => page.locator('style[data-css-hash]:not([data-token-hash]), style[rc-util-key]').count();

for (const [name, path, shown] of [
  ['rate list', '/#/railway?pol=CNCKG&pod=RUMOW', '.ant-table-tbody tr.ant-table-row'],
  ['back office sign-in form', '/admin/#/login', 'form button[type=submit]'],
] as const) {
  test(`the ${name} is drawn with the prebuilt component styles, none generated while it renders`, async ({ page }) => {
    await page.goto(path);
    const first = page.locator(shown).first();
    await expect(first).toBeVisible();
    expect(await generatedComponentStyles(page)).toBe(0);
    // The stylesheet's rules apply, in the theme colour's accessible shade (#006ad6, from #409EFF) that reaches them through the variables.
    await expect(page.locator('.ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(0, 106, 214)');
  });
}
