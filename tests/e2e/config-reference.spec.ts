import { expect, test } from '@playwright/test';
import { ROUTES } from '../routes';
import { hydrated, localized, LOCALES } from './support';

/** Every written page of the configuration reference except the overview. */
const OPTION_PAGES = ROUTES.filter((r) => r.status === 'written' && /^\/config\/.+/.test(r.path)).map((r) => r.path);

const FILENAME_TYPE = { en: 'The Filename type', zh: 'Filename 类型' };
const RULE_CONDITION = { en: 'The RuleSetCondition type', zh: 'RuleSetCondition 类型' };

test.describe('configuration reference', () => {
  for (const locale of LOCALES) {
    test(`the shared type explanations appear in the reader's language (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/config/output'));
      await expect(page.locator('article').getByText(FILENAME_TYPE[locale], { exact: false }).first()).toBeVisible();
      await page.goto(localized(locale, '/config/module'));
      await expect(page.locator('article').getByText(RULE_CONDITION[locale], { exact: false }).first()).toBeVisible();
      // The partial's text is one language only.
      const other = locale === 'en' ? FILENAME_TYPE.zh : FILENAME_TYPE.en;
      await page.goto(localized(locale, '/config/output'));
      await expect(page.locator('article').getByText(other, { exact: false })).toHaveCount(0);
    });

    test(`a guide page's option link lands on the option's entry (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/guide/features/asset-base-path'));
      await hydrated(page);
      await page.locator('article a[href*="/config/output#outputpublicpath"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'zh' ? '/zh' : ''}/config/output#outputpublicpath$`));
      const heading = page.locator('h2#outputpublicpath');
      await expect(heading).toHaveText(/output\.publicPath/);
      await expect(heading).toBeInViewport();
    });
  }

  test('every option entry shows its type and default', async ({ page }) => {
    expect(OPTION_PAGES.length).toBeGreaterThanOrEqual(23);
    for (const path of OPTION_PAGES) {
      await page.goto(path);
      const entries = await page.locator('article h2[id], article h3[id], article h4[id]').evaluateAll((headings) =>
        headings
          .filter((h) =>
            /^[a-z][\w.[\]{}]*$/.test(
              h.textContent
                ?.replace(/#$/, '')
                .replace(/\u200b/g, '')
                .trim() ?? '',
            ),
          )
          .map((h) => {
            // The entry's text up to the next heading.
            let text = '';
            for (let n = h.nextElementSibling; n && !/^H[2-4]$/.test(n.tagName); n = n.nextElementSibling)
              text += n.textContent;
            return { id: h.id, typed: /Type:/.test(text) && /Default:/.test(text) };
          }),
      );
      expect(entries.length, path).toBeGreaterThan(0);
      expect(
        entries.filter((e) => !e.typed).map((e) => e.id),
        path,
      ).toEqual([]);
    }
  });

  test('the Markdown export of a page includes the shared type text', async ({ request }) => {
    const md = await (await request.get('/config/output.md')).text();
    expect(md).toContain('**The `Filename` type**');
    expect(md).not.toContain('<FilenameType');
  });
});
