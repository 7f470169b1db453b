import { expect, test } from '@playwright/test';
import { LOCALES, hydrated, localized } from './support';

/** The 0.x docs (Rspack 0.7) beside the current 1.x docs, in both languages. */
test.describe('docs versions', () => {
  for (const locale of LOCALES) {
    const current = localized(locale, '/guide/start/introduction');
    const old = localized(locale, '/0.x/guide/start/introduction');

    test(`the version menu switches to 0.x and back on the same page in ${locale}`, async ({ page }) => {
      await page.goto(current);
      await hydrated(page);
      const menu = page.locator('.navbar .dropdown', { hasText: '1.x' });
      await menu.hover();
      await menu.getByRole('link', { name: '0.x', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${old}$`));
      const back = page.locator('.navbar .dropdown', { hasText: '0.x' });
      await back.hover();
      await back.getByRole('link', { name: '1.x', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${current}$`));
    });

    test(`a 0.x page says it is for an old version and links to the current page in ${locale}`, async ({ page }) => {
      await page.goto(old);
      await hydrated(page);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      const link = banner.getByRole('link');
      await expect(link).toHaveAttribute('href', current);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${current}$`));
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });

    test(`the builtins page exists only in the 0.x docs in ${locale}`, async ({ page }) => {
      const only = await page.goto(localized(locale, '/0.x/guide/migration/builtins'));
      expect(only?.status()).toBe(200);
      await expect(page.locator('h1')).toContainText('builtins');
      const missing = await page.goto(localized(locale, '/guide/migration/builtins'));
      expect(missing?.status()).toBe(404);
    });
  }
});
