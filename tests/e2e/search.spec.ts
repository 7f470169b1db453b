import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

interface IndexPart {
  documents: { u: string; t: string }[];
}

const input = (page: Page) => page.locator('.navbar .navbar__search-input');
const options = (page: Page) => page.locator('.navbar [role="listbox"] [role="option"]');

/** Opens search with Ctrl+K from anywhere on the page and types a query. */
async function search(page: Page, query: string): Promise<void> {
  await page
    .locator('main')
    .first()
    .click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible({ timeout: 15_000 });
}

/** Every page URL in the offline index the browser downloaded. */
async function indexedUrls(page: Page, trigger: () => Promise<void>): Promise<string[]> {
  const [response] = await Promise.all([page.waitForResponse(/search-index.*\.json/), trigger()]);
  const parts = (await response.json()) as IndexPart[];
  return parts.flatMap((p) => p.documents.map((d) => d.u));
}

const CASES = [
  {
    locale: 'en',
    start: '/guide/start/introduction',
    query: 'quick start',
    title: 'Quick start',
    target: '/guide/start/quick-start',
  },
  {
    locale: 'zh',
    start: '/zh/guide/start/introduction',
    query: '快速上手',
    title: '快速上手',
    target: '/zh/guide/start/quick-start',
  },
];

for (const c of CASES) {
  test(`${c.locale} search finds the quick start, from this language only`, async ({ page }) => {
    await page.goto(c.start);
    await hydrated(page);
    const urls = await indexedUrls(page, () => search(page, c.query));
    expect(urls).toContain(c.target);
    const otherLanguage = urls.filter((u) => (c.locale === 'zh' ? !u.startsWith('/zh/') : u.startsWith('/zh/')));
    expect(otherLanguage).toEqual([]);

    const hit = options(page).filter({
      has: page.locator('[class*="hitTitle"]', { hasText: new RegExp(`^${c.title}$`) }),
    });
    await expect(hit.first()).toBeVisible();
    await hit.first().click();
    await expect(page).toHaveURL(new RegExp(`${c.target}(\\?|#|$)`));
    await expect(page.locator('h1')).toHaveText(c.title);
  });
}

test('search keeps working with the network cut after the index is loaded', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  await search(page, 'rspack');
  await context.setOffline(true);
  await input(page).fill('');
  await input(page).fill('quick start');
  await expect(options(page).filter({ hasText: 'Quick start' }).first()).toBeVisible();
  await context.setOffline(false);
});
