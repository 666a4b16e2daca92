import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    shownToasts?: string[];
    toastRecorder?: MutationObserver;
  }
}

/**
 * Does `action` and expects a toast (an Ant Design message or notification) saying `text` to have been shown since.
 * A toast lasts three seconds; on a busy machine it can come and go between two looks of the test, so the page
 * records the text of every toast it draws and the test reads that record.
 */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>) {
  await page.evaluate(() => {
    window.shownToasts = [];
    if (window.toastRecorder) return;
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const toast of Array.from(document.querySelectorAll('.ant-message-notice, .ant-notification-notice'))) {
        const shown = toast.textContent?.trim();
        if (!shown || seen.has(toast)) continue;
        seen.add(toast);
        window.shownToasts?.push(shown);
      }
    };
    window.toastRecorder = new MutationObserver(record);
    window.toastRecorder.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await action();
  await expect.poll(() => page.evaluate(() => window.shownToasts ?? []), { message: `a toast saying "${text}"` })
    .toContainEqual(expect.stringContaining(text));
}
