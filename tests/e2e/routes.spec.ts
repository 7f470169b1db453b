import { expect, test } from '@playwright/test';
import { LOCALES, WRITTEN_URLS, hydrated, localized, watchErrors } from './support';

test.describe('every written route', () => {
  for (const { locale, url } of WRITTEN_URLS) {
    test(`${url} answers 200 with one h1 in ${locale}`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('.html links', () => {
  for (const locale of LOCALES) {
    test(`reach the clean URL in ${locale}`, async ({ page }) => {
      const clean = localized(locale, '/guide/start/introduction');
      await page.goto(`${clean}.html`);
      await expect(page).toHaveURL(new RegExp(`${clean}$`));
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('404 page', () => {
  const texts = {
    en: { title: 'Page Not Found', links: ['Guide', 'Config', 'API'] },
    zh: { title: '找不到页面', links: ['指南', '配置', 'API'] },
  };
  for (const locale of LOCALES) {
    test(`is shown in ${locale} with search and section links`, async ({ page }) => {
      const response = await page.goto(localized(locale, '/no/such/page'));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(texts[locale].title);
      await expect(page.locator('main .navbar__search-input')).toBeVisible();
      const nav = page.locator('main nav');
      for (const [i, label] of texts[locale].links.entries()) {
        const link = nav.getByRole('link').nth(i);
        await expect(link).toHaveText(label);
      }
      await nav.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/guide/start/introduction')}$`));
    });
  }
});
