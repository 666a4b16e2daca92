import { expect, test, type Page } from '@playwright/test';
import { CaptchaService } from '../../apps/server/src/platform/captcha';
import { MemoryKvStore } from '../../apps/server/src/platform/kv/memory';

/** The browser tests' server runs without a captcha: these pages get one drawn by the server's own captcha service. */
async function offerCaptcha(page: Page) {
  const captcha = await new CaptchaService(new MemoryKvStore()).create();
  await page.route('**/api/captchaImage', (route) => route.fulfill({ json: { code: 200, msg: '操作成功', captchaEnabled: true, registerEnabled: true, ...captcha } }));
}

for (const [name, path] of [['login', '/admin/#/login'], ['register', '/admin/#/register']] as const) {
  test(`the ${name} page fills the window edge to edge and shows the whole captcha`, async ({ page }) => {
    await offerCaptcha(page);
    await page.goto(path);
    const captcha = page.getByRole('img', { name: '验证码' });
    await expect.poll(() => captcha.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${name}.png`) });

    const viewport = page.viewportSize()!;
    const frame = await page.locator('.auth-page').boundingBox();
    expect(frame).toMatchObject({ x: 0, y: 0, width: viewport.width });
    expect(frame!.height).toBeGreaterThanOrEqual(viewport.height);

    // The box holds the whole picture at its width and no ancestor cuts the box (the picture is a 120 × 40 GIF).
    const fit = await captcha.evaluate((img: HTMLImageElement) => {
      const rect = img.getBoundingClientRect();
      const clippedBy: string[] = [];
      for (let box = img.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = box.getBoundingClientRect();
        if (rect.top < outer.top || rect.bottom > outer.bottom || rect.left < outer.left || rect.right > outer.right) clippedBy.push(box.className);
      }
      return { clientHeight: img.clientHeight, pictureHeight: (img.naturalHeight * img.clientWidth) / img.naturalWidth, natural: [img.naturalWidth, img.naturalHeight], clippedBy };
    });
    expect(fit.natural).toEqual([120, 40]);
    expect(fit.clientHeight).toBeGreaterThanOrEqual(Math.floor(fit.pictureHeight));
    expect(fit.clippedBy).toEqual([]);
  });
}
