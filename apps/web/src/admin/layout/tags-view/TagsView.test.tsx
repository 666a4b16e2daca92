import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../../router/pageRoute';
import { routeStore } from '../../router/routeStore';
import { renderRoutes, setupTestI18n } from '../../testing';
import { settingsStore } from '../settings/settingsStore';
import { savedTabsKey } from './savedTabs';
import { TagsView } from './TagsView';
import { tagsStore } from './tagsStore';

const pageOf = (path: string, title: string, affix = false): PageRoute => ({
  path, kind: 'screen', component: 'test', title, meta: { affix, noCache: false, link: null }, trail: [],
  entry: { path, title, hidden: false, external: false, alwaysShow: false, children: [] },
});

const screens = Array.from({ length: 15 }, (_, i) => pageOf(`/screen/${i + 1}`, `页面${i + 1}`));
const pages = [pageOf('/', '首页', true), ...screens];

// jsdom lays nothing out: each tab is 90 px wide every 100 px, the strip shows 400 px of them.
const tabStep = 100;
const tabWidth = 90;
const stripWidth = 400;
const isStrip = (el: Element) => el.classList.contains('tags-view-strip');
const tabIndex = (el: Element) => [...(el.closest('.tags-view-strip')?.querySelectorAll('.tags-view-item') ?? [])].indexOf(el);
const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft = options.left ?? this.scrollLeft;
});
const scrollBy = vi.fn();

beforeAll(setupTestI18n);

beforeEach(() => {
  localStorage.clear();
  settingsStore.set({ tagsViewPersist: false });
  tagsStore.set({ views: [] });
  routeStore.set({ menus: [], pages });
  scrollTo.mockClear();
  scrollBy.mockClear();
  Object.assign(HTMLElement.prototype, { scrollTo, scrollBy });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tags-view-item') ? tabIndex(this) * tabStep : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tags-view-item') ? tabWidth : 0;
  });
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isStrip(this) ? stripWidth : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isStrip(this) ? this.querySelectorAll('.tags-view-item').length * tabStep : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
});

const renderTags = (path = '/') => renderRoutes([{ path: '*', element: <TagsView /> }], path);
const strip = () => document.querySelector('.tags-view-strip') as HTMLElement;
const tabs = () => within(screen.getByRole('navigation', { name: '已访问页面' }));

/** Goes to a page and lets the strip's next frame run, where it scrolls the tab into view and measures. */
async function visit(router: ReturnType<typeof renderTags>['router'], path: string) {
  await act(() => router.navigate(path));
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

describe('tags view strip', () => {
  it('scrolls the current page\'s tab into view on every route change', async () => {
    const { router } = renderTags();
    for (const page of screens) await visit(router, page.path);
    // The 15th screen is the 16th tab: its right edge (1590) plus room for the arrow (32) ends the visible 400 px.
    expect(tabs().getByText('页面15').closest('.ant-tag')).toHaveAttribute('aria-current', 'page');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 15 * tabStep + tabWidth + 32 - stripWidth, behavior: 'smooth' });
    expect(strip().scrollLeft).toBe(1222);

    await visit(router, '/');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    await visit(router, '/screen/8');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 8 * tabStep + tabWidth + 32 - stripWidth, behavior: 'smooth' });

    // A tab already in view leaves the strip where it is.
    scrollTo.mockClear();
    await visit(router, '/screen/6');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls sideways with the mouse wheel and keeps the page from scrolling', async () => {
    const { router } = renderTags();
    for (const page of screens.slice(0, 10)) await visit(router, page.path);
    await visit(router, '/');
    expect(strip().scrollLeft).toBe(0);

    expect(fireEvent.wheel(strip(), { deltaY: 120 })).toBe(false);
    expect(strip().scrollLeft).toBe(120);
    fireEvent.wheel(strip(), { deltaX: -50, deltaY: 10 });
    expect(strip().scrollLeft).toBe(70);
    fireEvent.wheel(strip(), { deltaY: 2, deltaMode: WheelEvent.DOM_DELTA_LINE });
    expect(strip().scrollLeft).toBe(102);
  });

  it('leaves the wheel to the page while all tabs fit', async () => {
    const { router } = renderTags();
    await visit(router, '/screen/1');
    expect(fireEvent.wheel(strip(), { deltaY: 120 })).toBe(true);
    expect(strip().scrollLeft).toBe(0);
  });

  it('shows an arrow over each edge that hides tabs, which scrolls that way', async () => {
    const { router } = renderTags();
    await visit(router, '/screen/1');
    expect(screen.queryByRole('button', { name: '查看右侧标签' })).not.toBeInTheDocument();

    for (const page of screens.slice(1, 10)) await visit(router, page.path);
    await visit(router, '/');
    expect(await screen.findByRole('button', { name: '查看右侧标签' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看左侧标签' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '查看右侧标签' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: stripWidth - 64, behavior: 'smooth' });

    // Scrolled to the far end: only the start hides tabs.
    strip().scrollLeft = 11 * tabStep - stripWidth;
    fireEvent.scroll(strip());
    expect(await screen.findByRole('button', { name: '查看左侧标签' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看右侧标签' })).not.toBeInTheDocument();
  });
});

describe('tabs kept across reloads', () => {
  const saved = () => JSON.parse(localStorage.getItem(savedTabsKey) ?? 'null') as { path: string }[] | null;

  it('writes the open tabs in their order while the switch is on, and forgets them when it goes off', async () => {
    const { router } = renderTags();
    await visit(router, '/screen/3');
    expect(saved()).toBeNull();

    act(() => settingsStore.set({ tagsViewPersist: true }));
    await visit(router, '/screen/1');
    await visit(router, '/screen/2?deptId=4');
    expect(saved()).toEqual([
      { path: '/screen/3', fullPath: '/screen/3', title: '页面3' },
      { path: '/screen/1', fullPath: '/screen/1', title: '页面1' },
      { path: '/screen/2', fullPath: '/screen/2?deptId=4', title: '页面2' },
    ]);
    await userEvent.click(within(tabs().getByText('页面1').closest('.ant-tag') as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(saved()?.map((tab) => tab.path)).toEqual(['/screen/3', '/screen/2']));

    act(() => settingsStore.set({ tagsViewPersist: false }));
    expect(saved()).toBeNull();
  });

  it('restores the kept tabs on load when the switch is saved on, only those the person may still open', async () => {
    localStorage.setItem('layout-setting', JSON.stringify({ tagsViewPersist: true }));
    localStorage.setItem(savedTabsKey, JSON.stringify([
      { path: '/screen/9', fullPath: '/screen/9', title: '页面9' },
      { path: '/gone', fullPath: '/gone', title: '已删除' },
      { path: '//elsewhere.example', fullPath: '//elsewhere.example', title: 'x' },
      { path: '/screen/2', fullPath: '/screen/2?deptId=4', title: '旧标题' },
    ]));
    vi.resetModules();
    const reloaded = await import('./tagsStore');
    expect(reloaded.tagsStore.get().views.map((v) => v.fullPath)).toEqual(['/screen/9', '/gone', '/screen/2?deptId=4']);

    reloaded.syncWithPages(pages);
    expect(reloaded.tagsStore.get().views.map((v) => [v.fullPath, v.title])).toEqual([
      ['/', '首页'], ['/screen/9', '页面9'], ['/screen/2?deptId=4', '页面2'],
    ]);
  });

  it('starts with no kept tabs while the switch is off', async () => {
    localStorage.setItem(savedTabsKey, JSON.stringify([{ path: '/screen/9', fullPath: '/screen/9', title: '页面9' }]));
    vi.resetModules();
    const reloaded = await import('./tagsStore');
    expect(reloaded.tagsStore.get().views).toEqual([]);
  });
});
