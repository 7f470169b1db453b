import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrated, localized, LOCALES, watchErrors } from './support';

// The offline search (src/components/Search, index by plugins/pagefind-search): behaviour only;
// `npm run bench:search` measures the ranking, the bytes and the speed.

const button = (page: Page) => page.locator('.navbar .navbar__search-input');
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const listbox = (page: Page) => dialog(page).getByRole('listbox');
const options = (page: Page) => listbox(page).getByRole('option');

async function open(page: Page, path = '/guide/start/introduction'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits until the shown results answer it. */
async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect(listbox(page)).toHaveAttribute('data-query', query, { timeout: 15_000 });
}

const hrefs = (page: Page) => options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));

test('nothing of the search but its button is loaded before the reader opens it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/config/output');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(button(page)).toBeVisible();
  expect(requests.filter((u) => u.includes('/pagefind/'))).toEqual([]);

  await button(page).click();
  await expect(input(page)).toBeFocused();
  await searchFor(page, 'output');
  expect(requests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

for (const locale of LOCALES) {
  const query = locale === 'en' ? 'quick start' : '快速上手';
  const title = locale === 'en' ? 'Quick start' : '快速上手';
  test(`${locale}: results come from this language, grouped by page, and open the page`, async ({ page }) => {
    await open(page, localized(locale, '/guide/start/introduction'));
    await searchFor(page, query);
    const urls = await hrefs(page);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith('/zh/')).toBe(locale === 'zh');
    // Every group is labelled by its page; every option is a page or a heading of it.
    const groups = listbox(page).getByRole('group');
    await expect(groups.first()).toHaveAttribute('aria-label', title);
    await expect(options(page).first().locator('mark').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/guide/start/quick-start')}(#|$)`));
    await expect(page.locator('h1')).toHaveText(title);
    await expect(dialog(page)).toHaveCount(0);
  });
}

test('an option path leads to its entry on the reference page', async ({ page }) => {
  await open(page);
  await searchFor(page, 'output.publicPath');
  await expect(options(page).first()).toHaveAttribute('href', '/config/output#outputpublicpath');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/output#outputpublicpath$/);
});

test('arrow keys move through the results, Enter opens the active one, Esc closes', async ({ page }) => {
  await open(page);
  await searchFor(page, 'splitChunks');
  const first = await options(page).nth(0).getAttribute('id');
  const second = await options(page).nth(1).getAttribute('id');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', first ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', second ?? '');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', first ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();

  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await searchFor(page, 'splitChunks');
  await page.keyboard.press('ArrowDown');
  const target = await options(page).nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${(target ?? '').replace(/[.?#]/g, '\\$&')}$`));
});

test('a query typed before the index has loaded is answered when it loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/pagefind/pagefind.js', async (route) => {
    await held;
    await route.continue();
  });
  await open(page);
  await input(page).pressSequentially('tree shaking');
  await expect(dialog(page).getByText('Loading the search index')).toBeVisible();
  release();
  await expect(listbox(page)).toHaveAttribute('data-query', 'tree shaking', { timeout: 15_000 });
  await expect(options(page).first()).toHaveAttribute('href', '/guide/optimization/tree-shaking');
});

test('keys typed right after the shortcut are not lost while the modal loads', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('devtool');
  await expect(input(page)).toHaveValue('devtool');
});

test('recent searches are offered when the input is empty', async ({ page }) => {
  await open(page);
  await searchFor(page, 'devtool');
  const title = (await options(page).first().locator('[class*="optionTitle"]').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/devtool/);
  await page.keyboard.press('Control+k');
  const recent = listbox(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option').first()).toContainText(title);
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent).toHaveCount(0);
});

test('no results suggest the section indexes', async ({ page }) => {
  await open(page);
  await expect(dialog(page).getByRole('navigation').getByRole('link', { name: 'Config' })).toBeVisible();
  await searchFor(page, 'qwxzvbnm');
  await expect(dialog(page).getByText('No results for')).toBeVisible();
  await dialog(page).getByRole('navigation').getByRole('link', { name: 'Config' }).click();
  await expect(page).toHaveURL(/\/config\/$/);
});

test('the blog is searched only when included, and list pages never are', async ({ page }) => {
  await open(page);
  await searchFor(page, 'announcing rspack');
  expect((await hrefs(page)).filter((u) => u.startsWith('/blog/'))).toEqual([]);
  await dialog(page).getByRole('checkbox', { name: 'Include blog posts' }).check();
  await expect(async () => {
    const blog = (await hrefs(page)).filter((u) => u.startsWith('/blog/'));
    expect(blog.length).toBeGreaterThan(0);
    expect(blog.filter((u) => /^\/blog\/?$|\/blog\/(page|tags|archive|authors)\b/.test(u))).toEqual([]);
  }).toPass();
});

test('a query answered once is answered again with the network cut', async ({ page, context }) => {
  await open(page);
  await searchFor(page, 'quick start');
  await input(page).fill('');
  await context.setOffline(true);
  await searchFor(page, 'quick start');
  await expect(options(page).first()).toContainText('Quick start');
  await context.setOffline(false);
});

test('opening the search moves nothing on the page', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await hydrated(page);
  const before = await page.locator('article h1').boundingBox();
  // Layout shifts from here on, whatever the page did while loading.
  await page.evaluate(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  await button(page).click();
  await searchFor(page, 'entry');
  expect(await page.locator('article h1').boundingBox()).toEqual(before);
  await page.keyboard.press('Escape');
  expect(await page.locator('article h1').boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.001);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open search has no accessibility violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const errors = watchErrors(page);
    await open(page);
    await searchFor(page, 'resolve.alias');
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await input(page).fill('');
    const empty = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(empty.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('works on a phone: the button opens a full-screen search', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 780 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/zh/guide/start/introduction');
  await hydrated(page);
  await button(page).tap();
  await expect(input(page)).toBeFocused();
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await searchFor(page, '别名');
  await expect(options(page).first()).toBeVisible();
  await options(page).first().tap();
  await expect(page).toHaveURL(/\/zh\//);
  await context.close();
});
