import type { Page } from '@playwright/test';

/**
 * What the page's Content-Security-Policy blocks, as the browser reports it: console errors naming the
 * policy, and securitypolicyviolation events (in every frame). Read the returned list at the end of a test.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|securitypolicyviolation/.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    }, true);
  });
  return violations;
}
