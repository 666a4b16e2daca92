import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { staffToken } from './serverMemory';

/**
 * The pages users open first, measured by Lighthouse in headless Chromium as a visitor's browser loads them: cold
 * (a fresh profile per load), the main thread's blocking (TBT) and layout shifts (CLS) at the desktop preset, the largest
 * paint (LCP) at the mobile preset, accessibility, the first page's stylesheets and the sea list's API calls.
 */
export const browserPages = [
  { name: 'portal home', path: '/#/home' },
  { name: 'rail list', path: '/#/railway?pol=CNCKG&pod=RUMOW' },
  { name: 'sea list', path: '/#/hyzxyj?pol=CNSHA&pod=NLRTM' },
  { name: 'tariff', path: '/#/fare' },
  { name: 'back-office sign-in', path: '/admin/#/login' },
  { name: 'user list', path: '/admin/#/system/user', staff: true },
] as const;

export const browserBudget = { tbtMs: 200, cls: 0.1, lcpMs: 2500, firstCssKb: 100, seaApiCalls: 6, accessibility: 100 };

export interface PageFigures { name: string; tbtMs: number; cls: number; lcpMs: number; accessibility: number; cssKb: number; apiCalls: number }

/**
 * Mobile as Lighthouse's preset draws it (a phone's screen, 4x slower processor), with the slowdown applied to the
 * real load rather than simulated from a loopback trace; desktop at the machine's own speed. No network throttling:
 * the link is measured by the first-visit figures.
 */
const throttling = (cpuSlowdownMultiplier: number) => ({ rttMs: 0, throughputKbps: 0, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier });

const mobileConfig: Config = { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools', throttling: throttling(4), onlyCategories: ['performance'] } };
const desktop: Config = { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod: 'devtools', throttling: throttling(1), onlyCategories: ['performance', 'accessibility'] } };

const chromeFlags = ['--no-sandbox', '--disable-gpu', '--headless=new', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** One cold load in a fresh Chromium profile; a staff page gets the back office's session cookie first. */
async function audit(url: string, config: Config, staffCookie?: { name: string; value: string; url: string }): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags });
  try {
    if (staffCookie) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]!.addCookies([staffCookie]);
      await browser.close();
    }
    // The profile is new, so the cache is cold; resetting storage would drop the session cookie as well.
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

interface NetworkRequest { url: string; resourceType?: string; resourceSize?: number }

/** A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): such a load is made again, twice at most. */
async function auditAgain(url: string, config: Config, staffCookie?: Parameters<typeof audit>[2]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, config, staffCookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${(error as Error).message}; again`);
    }
  }
}

const requests = (lhr: Result) => ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages named in BENCH_BROWSER_PAGES (comma-separated, to compare one page's builds in turns), else all. */
function pagesAsked(): readonly (typeof browserPages)[number][] {
  const names = process.env.BENCH_BROWSER_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) return browserPages;
  const unknown = names.filter((name) => !browserPages.some((page) => page.name === name));
  if (unknown.length) throw new Error(`BENCH_BROWSER_PAGES: no page named ${unknown.join(', ')}; the pages are ${browserPages.map((page) => page.name).join(', ')}`);
  return browserPages.filter((page) => names.includes(page.name));
}

/** Medians kept, with every load's figure beside them (the spread tells how far two builds must differ to count). */
export interface MeasuredPage extends PageFigures { tbtLoads: number[]; lcpLoads: number[] }

/**
 * Each page `runs` times at each preset, medians kept (TBT varies from one load to the next). With several servers
 * (two builds side by side), each load is made from each server in turn, so that the machine's drifting speed falls on
 * all of them alike; the figures come back in the servers' order.
 */
export async function measureBrowserPages(bases: readonly string[], runs = Number(process.env.BENCH_BROWSER_RUNS ?? 1)): Promise<MeasuredPage[][]> {
  const cookies = await Promise.all(bases.map(async (base) => ({ name: 'Admin-Token', value: await staffToken(base), url: base })));
  const figures: MeasuredPage[][] = bases.map(() => []);
  for (const page of pagesAsked()) {
    // A load nobody measures first, so the server's first-request work is not the page's.
    for (const base of bases) await fetch(base + page.path.split('#')[0]);
    const onDesktop: Result[][] = bases.map(() => []);
    const onMobile: Result[][] = bases.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [at, base] of bases.entries()) {
        const staff = 'staff' in page ? cookies[at] : undefined;
        onDesktop[at]!.push(await auditAgain(base + page.path, desktop, staff));
        onMobile[at]!.push(await auditAgain(base + page.path, mobileConfig, staff));
      }
    }
    for (const at of bases.keys()) {
      const first = onDesktop[at]![0]!;
      const found = requests(first);
      const tbtLoads = onDesktop[at]!.map((lhr) => metric(lhr, 'total-blocking-time'));
      const lcpLoads = onMobile[at]!.map((lhr) => metric(lhr, 'largest-contentful-paint'));
      figures[at]!.push({
        name: page.name,
        tbtMs: median(tbtLoads),
        cls: median(onDesktop[at]!.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
        lcpMs: median(lcpLoads),
        accessibility: Math.round((first.categories.accessibility?.score ?? NaN) * 100),
        cssKb: found.filter((r) => r.resourceType === 'Stylesheet').reduce((sum, r) => sum + (r.resourceSize ?? 0), 0) / 1024,
        apiCalls: found.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length,
        tbtLoads,
        lcpLoads,
      });
    }
    // A run of a few minutes: say how far it is.
    console.log(`measured ${page.name} in the browser`);
  }
  return figures;
}
