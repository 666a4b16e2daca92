import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a button of a dialog that has just opened until `shown` appears: a click that meets the dialog
 * while it is still zooming in can be lost. Only for clicks that change nothing (a form checked empty).
 */
export async function clickUntilShown(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    await button.click();
    await expect(shown).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
