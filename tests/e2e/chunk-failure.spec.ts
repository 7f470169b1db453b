import { expect, test, type Page, type Route } from '@playwright/test';
import { hydrated } from './support';

const ASYNC_CHUNKS = '**/static/js/async/**';

/** Counts full page loads of a URL path, to prove there is one retry and no loop. */
function countDocumentLoads(page: Page, pathname: string): () => number {
  let loads = 0;
  page.on('request', (req) => {
    if (req.resourceType() === 'document' && new URL(req.url()).pathname === pathname) loads += 1;
  });
  return () => loads;
}

const failures = {
  // The script answers but does not define the chunk: the runtime calls it "missing".
  missing: (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  // The connection fails: the runtime calls it "error".
  error: (route: Route) => route.abort('failed'),
};

for (const [type, fail] of Object.entries(failures)) {
  test(`a ${type} chunk during navigation: one full reload, then a message with Reload`, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const loads = countDocumentLoads(page, '/guide/start/introduction');
    await page.route(ASYNC_CHUNKS, fail);

    await page.locator('.navbar').getByRole('link', { name: 'Guide', exact: true }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/guide\/start\/introduction$/);
    await expect(alert).toContainText(
      new RegExp(`Loading chunk \\S+ failed \\(${type}: http://localhost:\\d+/static/js/async/`),
    );
    // The server-rendered page stays readable behind the message.
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads()).toBe(1);

    // The reader's Reload works once the chunks are back.
    await page.unroute(ASYNC_CHUNKS);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await hydrated(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(loads()).toBe(2);
  });
}

test('a chunk failing on first load is explained in Chinese, without reloading', async ({ page }) => {
  const loads = countDocumentLoads(page, '/zh/config/');
  await page.route(ASYNC_CHUNKS, failures.error);
  await page.goto('/zh/config/');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(/加载 chunk \S+ 失败（error：http:\/\/localhost:\d+\/zh\/static\/js\/async\//);
  await expect(alert.getByRole('button', { name: '重新加载' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads()).toBe(1);
});
