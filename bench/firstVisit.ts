import { chromium, type Browser, type Request } from 'playwright-core';

/** One cold visit: the first screen's JavaScript and how long until it shows what the visitor came for. */
export interface Visit { ms: number; jsFiles: number; jsKb: number }

export interface FirstVisit { portalRates: Visit; adminSignIn: Visit }

/** A network between browser and server: round trip and throughput, as Chromium emulates it. */
export interface Link { name: string; latencyMs: number; megabitsPerSecond: number }

/** Loopback hides what a waterfall costs: the same visits over a link like a visitor's. */
export const slowLink: Link = { name: '100 ms round trips, 10 Mbit/s', latencyMs: 100, megabitsPerSecond: 10 };

/**
 * The machines this runs on differ threefold in the browser (docs/performance.md). Slowing only the page's main
 * thread does less than a slower machine, which also compiles and fetches more slowly off that thread: at six times,
 * a fast machine shows the rate list about as late as the slowest machine seen did (2.1 s), the sign-in form sooner.
 */
export const slowCpu = 6;

/** How a visit is made harder than loopback on this machine: a visitor's link, a slower processor. */
export interface VisitConditions { link?: Link; cpuSlowdown?: number }

export const firstVisitBudget = {
  portalRates: { ms: 1500, jsKb: 350 },
  adminSignIn: { ms: 1000, jsKb: 300 },
};

/** A rate list opened by a shared link, and the back office's sign-in form. */
export const firstVisitPages = {
  portalRates: { path: '/#/railway?pol=CNCKG&pod=RUMOW', ready: '.ant-table-tbody tr.ant-table-row' },
  adminSignIn: { path: '/admin/#/login', ready: 'form input[type=password]' },
};

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const isScript = (request: Request) => /\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname);

/**
 * Records, in the page's own clock (milliseconds since navigation began), when an element matching
 * `selector` first exists; runs before any of the page's scripts. A string: the bench runs through tsx,
 * whose helpers a serialised function would carry into the page.
 */
const watchFor = (selector: string) => `
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    window.firstSeenMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });`;

/**
 * A visit on a fresh browser context (empty cache): the JavaScript files requested before `ready` shows,
 * their encoded (compressed) body bytes, and the page's time from navigation to `ready`.
 */
async function visit(browser: Browser, url: string, ready: string, { link, cpuSlowdown }: VisitConditions = {}): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (link || cpuSlowdown) {
      const devtools = await context.newCDPSession(page);
      if (link) {
        const bytesPerSecond = (link.megabitsPerSecond * 1_000_000) / 8;
        await devtools.send('Network.enable');
        await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: link.latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
      }
      if (cpuSlowdown) await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const requested: Request[] = [];
    page.on('request', (request) => {
      if (isScript(request)) requested.push(request);
    });
    await page.addInitScript({ content: watchFor(ready) });
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    const ms = Number(await page.evaluate('window.firstSeenMs'));
    const sizes = new Map(await Promise.all(requested.map(async (request) => {
      await request.response();
      return [request.url(), (await request.sizes()).responseBodySize] as const;
    })));
    // The page's own clock says which were asked for before `ready` showed: this process hears of the element a round
    // trip late, by when the page may have asked for more (a row's effect fetching the code it needs next).
    const started: [string, number][] = await page.evaluate(
      "performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])",
    );
    const before = started.filter(([name, at]) => at <= ms && sizes.has(name));
    return { ms, jsFiles: before.length, jsKb: before.reduce((sum, [name]) => sum + sizes.get(name)!, 0) / 1024 };
  } finally {
    await context.close();
  }
}

function median(visits: Visit[]): Visit {
  const sorted = [...visits].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Headless Chromium, cold cache each time: a portal rate list opened by a shared link (anonymous visitor,
 * until the first rate row exists) and the back office's sign-in form, over loopback or under the given conditions;
 * `runs` visits each, the median kept. A first visit that nobody measures (the server warming its caches)
 * goes before them.
 */
export async function measureFirstVisit(base: string, { runs = 3, ...conditions }: { runs?: number } & VisitConditions = {}): Promise<FirstVisit> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const result = {} as FirstVisit;
    for (const [name, { path, ready }] of Object.entries(firstVisitPages) as [keyof FirstVisit, { path: string; ready: string }][]) {
      await visit(browser, base + path, ready);
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, base + path, ready, conditions));
      result[name] = median(visits);
    }
    return result;
  } finally {
    await browser.close();
  }
}
