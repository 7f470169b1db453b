import { expect, test } from '@playwright/test';
import { hydrated, localized, LOCALES, watchErrors } from './support';

test('the locale dropdown switches to the same page in the other language', async ({ page }) => {
  await page.goto('/guide/start/quick-start');
  await hydrated(page);
  await page.locator('.navbar__items--right .dropdown:has(a[href*="/zh/"]) > .navbar__link').hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('.navbar__items--right .dropdown:has(a[lang="en"]) > .navbar__link').hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('navbar', () => {
  const sections = [
    { path: '/guide/start/introduction', label: { en: 'Guide', zh: '指南' } },
    { path: '/config/', label: { en: 'Config', zh: '配置' } },
    { path: '/plugins/', label: { en: 'Plugins', zh: '插件' } },
    { path: '/api/', label: { en: 'API', zh: 'API' } },
    { path: '/blog/', label: { en: 'Blog', zh: '博客' } },
  ];
  for (const locale of LOCALES) {
    for (const section of sections) {
      test(`highlights ${section.label.en} on ${section.path} (${locale})`, async ({ page }) => {
        await page.goto(localized(locale, section.path));
        await hydrated(page);
        const active = page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link--active');
        await expect(active).toHaveCount(1);
        await expect(active).toHaveText(section.label[locale]);
      });
    }
  }

  test('has Resources and Version menus and the five social links', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const resources = page.locator('.navbar .dropdown', { hasText: 'Resources' });
    await resources.hover();
    for (const name of ['FAQ', 'Team', 'Branding', 'Glossary', 'Roadmap', 'Contributing']) {
      await expect(resources.getByRole('link', { name, exact: true })).toHaveCount(1);
    }
    // External links carry "(opens in new tab)" in their accessible name.
    await expect(resources.getByRole('link', { name: /^Playground/ })).toHaveAttribute('href', /^https:\/\//);
    const version = page.locator('.navbar .dropdown', { hasText: '1.x' });
    await version.hover();
    await expect(version.getByRole('link', { name: /^Changelog/ })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rspack/releases',
    );
    await expect(version.getByRole('link', { name: '0.x', exact: true })).toHaveAttribute('href', /^\/0\.x\//);
    for (const name of ['GitHub', 'Discord', 'X (Twitter)', 'Bluesky', 'Lark']) {
      const link = page.locator('.navbar').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('sidebar', () => {
  test('groups start expanded and can be collapsed with the keyboard', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await hydrated(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const quickStart = sidebar.getByRole('link', { name: 'Quick start' });
    await expect(quickStart).toBeVisible();
    const toggle = sidebar.locator('.menu__list-item-collapsible').first().getByRole('button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(quickStart).toBeHidden();
  });

  test('the current page is marked in the sidebar', async ({ page }) => {
    await page.goto('/zh/guide/start/quick-start');
    await hydrated(page);
    const current = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', '/zh/guide/start/quick-start');
  });

  for (const path of ['/misc/faq', '/misc/glossary', '/blog/announcing-0-1']) {
    test(`${path} renders without a sidebar`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('aside.theme-doc-sidebar-container, aside[class*="sidebar"] nav')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('doc page chrome', () => {
  const edit = { en: '📝 Edit this page on GitHub', zh: '📝 在 GitHub 上编辑此页' };
  for (const locale of LOCALES) {
    test(`edit link, last update and page actions (${locale})`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(localized(locale, '/guide/start/quick-start'));
      await hydrated(page);
      const editLink = page.locator('a.theme-edit-this-page');
      await expect(editLink).toHaveText(edit[locale]);
      const source =
        locale === 'zh'
          ? 'website/i18n/zh/docusaurus-plugin-content-docs/current/guide/start/quick-start.mdx'
          : 'website/docs/guide/start/quick-start.mdx';
      await expect(editLink).toHaveAttribute('href', `https://github.com/web-infra-dev/rspack/edit/main/${source}`);
      await expect(page.locator('.theme-last-updated')).toBeVisible();

      const header = page.locator('article header').first();
      await expect(header.locator('h1')).toBeVisible();
      const open = header.getByRole('link', { name: locale === 'zh' ? '以 Markdown 打开' : 'Open as Markdown' });
      const mdUrl = localized(locale, '/guide/start/quick-start.md');
      await expect(open).toHaveAttribute('href', mdUrl);

      await header.getByRole('button', { name: locale === 'zh' ? '复制 Markdown' : 'Copy Markdown' }).click();
      await expect(header.getByRole('button', { name: locale === 'zh' ? '已复制' : 'Copied' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const title = (await header.locator('h1').textContent())!;
      expect(copied.startsWith(`# ${title}\n`)).toBe(true);

      const md = await page.request.get(mdUrl);
      expect(md.status()).toBe(200);
      expect(await md.text()).toBe(copied);
    });

    test(`llms.txt lists the pages as Markdown (${locale})`, async ({ request }) => {
      const response = await request.get(localized(locale, '/llms.txt'));
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^# Rspack/);
      expect(text).toContain(`https://rspack.dev${localized(locale, '/guide/start/quick-start.md')}`);
      expect(text).toContain(`https://rspack.dev${localized(locale, '/config/index.md')}`);
    });
  }
});

test.describe('dates', () => {
  // Formatted by the server; the browser keeps that text while hydrating and formats itself only
  // for a page opened inside the app (src/components/DateText).
  const lastUpdate = { en: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, zh: /^\d{4}年\d{1,2}月\d{1,2}日$/ };
  for (const locale of LOCALES) {
    test(`the last update is written as the language writes dates, also on the next page (${locale})`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(localized(locale, '/guide/start/introduction'));
      await hydrated(page);
      await expect(page.locator('.theme-last-updated time')).toHaveText(lastUpdate[locale]);
      await page.locator('a.pagination-nav__link--next').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/guide/start/quick-start')}$`));
      await expect(page.locator('.theme-last-updated time')).toHaveText(lastUpdate[locale]);
      expect(errors).toEqual([]);
    });
  }

  test('blog posts show their date in the reader’s language', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/blog/announcing-0-1');
    await hydrated(page);
    const date = page.locator('article time');
    await expect(date).toHaveAttribute('datetime', /^2023-03-06/);
    await expect(date).toHaveText('March 6, 2023');
    await page.goto('/zh/blog/announcing-0-1');
    await hydrated(page);
    await expect(date).toHaveText('2023年3月6日');
    // A post opened from the blog's list, inside the app.
    await page.goto('/zh/blog');
    await hydrated(page);
    await page.locator('article h2 a').first().click();
    await expect(page.locator('article time').first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(errors).toEqual([]);
  });
});

test.describe('loading other pages', () => {
  // Route chunks: the code of one page, loaded on demand.
  const asyncChunks = (urls: string[]) => urls.filter((u) => /\/static\/js\/async\//.test(u));

  test('a doc page prefetches no other page while read; pointing at a link loads that page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/config/output');
    await hydrated(page);
    // The sidebar shows ~25 links; none of their pages is fetched while the reader only reads.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    const ownChunks = new Set(asyncChunks(requested));

    const sidebarLink = page.locator('.theme-doc-sidebar-menu a[href="/config/devtool"]');
    await sidebarLink.hover();
    await expect.poll(() => asyncChunks(requested).filter((u) => !ownChunks.has(u)).length).toBeGreaterThan(0);
    await sidebarLink.click();
    await expect(page).toHaveURL(/\/config\/devtool$/);
    await expect(page.locator('h1')).toHaveText('devtool');
  });

  test('a page slow to open shows a progress bar at the top until it is there', async ({ page }) => {
    await page.goto('/config/output');
    await hydrated(page);
    // A slow connection: every page chunk takes a second.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const bar = page.locator('.route-progress');
    await page.locator('.theme-doc-sidebar-menu a[href="/config/devtool"]').click();
    await expect(bar).toBeVisible();
    await expect(page.locator('h1')).toHaveText('devtool');
    await expect(bar).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a doc page it opens on the section’s sidebar, whose links navigate', async ({ page }) => {
    await page.goto('/config/output');
    await hydrated(page);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const menu = page.locator('.navbar-sidebar');
    const link = menu.locator('.menu__link[href="/config/devtool"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/config\/devtool$/);
    await expect(page.locator('h1')).toHaveText('devtool');
  });
});
