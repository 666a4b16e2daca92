import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Language } from '@freight/domain';

/** WCAG 2.2 level AA, as docs/accessibility.md states. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Starts the browser in `language`, as a visitor who chose it before (both apps read the `language` cookie). */
export async function useLanguage(page: Page, baseURL: string | undefined, language: Language) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? 'http://127.0.0.1' }]);
}

const describe = (violation: { id: string; help: string; nodes: { target: unknown[] }[] }) =>
  `${violation.id} (${violation.help}): ${violation.nodes.length}× e.g. ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ')}`;

/**
 * Runs axe-core on what is shown (or only inside `within`, such as an open dialog) and records its serious and
 * critical violations under `screen`. The record is soft, so one run lists every screen that fails.
 */
export async function audit(page: Page, screen: string, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect.soft(serious.map(describe), screen).toEqual([]);
}
