import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, for a failure message: tag, name and classes. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${name ?? ''}`;
  });

/** Whether `target` has focus now. */
export const holdsFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 }).catch(() => false);

/** Presses `key` until `reached` says so, as a keyboard user would; fails after `most` presses. */
export async function pressUntil(page: Page, key: string, reached: () => Promise<boolean>, what: string, most = 60) {
  for (let presses = 0; presses <= most; presses++) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} did not reach ${what}; focus is on ${await describeFocus(page)}`);
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { most = 60, backwards = false } = {}) {
  await target.waitFor({ state: 'attached' });
  await pressUntil(page, backwards ? 'Shift+Tab' : 'Tab', () => holdsFocus(target), String(target), most);
}

/** Tabs to `target` and presses Enter on it. */
export async function tabAndEnter(page: Page, target: Locator, options?: { most?: number; backwards?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Replaces the text of the focused box by typing, as a keyboard user does (select all, then type over it). */
export async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

interface Ring {
  width: number;
  style: string;
  contrast: number;
  on: string;
}

/**
 * The focus indicator of the focused control: the outline of the element with focus or of the box around it (a select
 * or date picker is ringed as a whole), and its contrast with the background the ring is drawn on.
 */
export const focusRing = (page: Page): Promise<Ring | undefined> =>
  page.evaluate(() => {
    const rgb = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const backgroundBehind = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const background = rgb(getComputedStyle(node).backgroundColor);
        if (background.a > 0.5) return background;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    let ringed: Element | null = document.activeElement;
    for (let depth = 0; ringed && depth < 4; depth++, ringed = ringed.parentElement) {
      const style = getComputedStyle(ringed);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) break;
    }
    if (!ringed || ringed === document.body) return undefined;
    const style = getComputedStyle(ringed);
    // An outline drawn outside the box lies on what is around it; one drawn inside lies on the box itself.
    const behind = backgroundBehind(parseFloat(style.outlineOffset) >= 0 ? ringed.parentElement! : ringed);
    const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(behind)].sort((x, y) => y - x);
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (light! + 0.05) / (dark! + 0.05),
      on: `rgb(${behind.r}, ${behind.g}, ${behind.b})`,
    };
  });

/** The focused control shows a solid ring of at least 2 px with 3:1 against its background (WCAG 1.4.11, 2.4.7). */
export async function expectFocusVisible(page: Page) {
  const ring = await focusRing(page);
  const where = await describeFocus(page);
  expect(ring, `a focus ring on ${where}`).toBeDefined();
  expect(ring!.style, `the ring of ${where}`).toBe('solid');
  expect(ring!.width, `the ring of ${where}`).toBeGreaterThanOrEqual(2);
  expect(ring!.contrast, `the ring of ${where} on ${ring!.on}`).toBeGreaterThanOrEqual(3);
}
