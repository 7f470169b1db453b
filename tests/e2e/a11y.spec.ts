import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated, localized, LOCALES, watchErrors } from './support';

const PAGES = ['/', '/guide/start/quick-start', '/blog/announcing-0-1', '/no/such/page'];

for (const locale of LOCALES) {
  for (const path of PAGES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${localized(locale, path)} (${theme}) has no serious accessibility violations or console errors`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        const errors = watchErrors(page);
        await page.goto(localized(locale, path));
        await hydrated(page);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        // The 404 page's own request is expected to fail; nothing else may.
        expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
      });
    }
  }
}
