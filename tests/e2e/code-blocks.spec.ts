import { expect, test } from '@playwright/test';
import { hydrated, watchErrors } from './support';

/** Prism loads with the first code block (plugins/prism-on-demand), not with every page. */
test.describe('code highlighting', () => {
  const tokens = (page: import('@playwright/test').Page, language: string) =>
    page.locator(`pre.language-${language} .token`).filter({ hasNotText: /^\s*$/ });

  test('JavaScript and shell blocks are highlighted on a page opened directly', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/guide/start/quick-start');
    await hydrated(page);
    // bash is one of the extra languages the site registers on top of Prism's defaults.
    await expect(tokens(page, 'bash').first()).toBeVisible();
    await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
    await expect(tokens(page, 'js').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('blocks are highlighted after client-side navigation from a page without code', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await hydrated(page);
    await page.locator('a[href="/guide/start/introduction"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/introduction$/);
    await page.locator('article a[href="/guide/start/quick-start"]').first().click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
