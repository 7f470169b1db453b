import { expect, test } from '@playwright/test';
import { hydrated } from './support';

/**
 * On /zh pages no interface text may be left in English: every Latin word in
 * the site chrome (navbar, sidebar, table of contents, page controls, footer)
 * must be a product name, a file name or code.
 */
const ALLOWED = new Set(
  [
    'Rspack',
    'Rsbuild',
    'Rspress',
    'Rsdoctor',
    'Rslib',
    'Rstest',
    'Rstack',
    'GitHub',
    'Discord',
    'Bluesky',
    'Lark',
    'Twitter',
    'API',
    'Markdown',
    'llms',
    'txt',
    'ByteDance',
    'Inc',
    'MIT',
    'present',
    'webpack',
    'English',
    'Ctrl',
    'Rust',
    'SWC',
    'Lightning',
    'CSS',
    'HMR',
    'FAQ',
    'npm',
    'create',
    'rspack',
    'latest',
    'Loader',
    'Tree',
    'Shaking',
    'JavaScript',
    'TypeScript',
    'Vite',
    'Babel',
    'React',
    'Vue',
    'Svelte',
    'Solid',
    'Preact',
    'Node',
    'js',
    'JSX',
    'CLI',
    // Loader names used as page titles: builtin:swc-loader, builtin:lightningcss-loader.
    'builtin',
    'lightningcss',
    'swc',
  ].map((w) => w.toLowerCase()),
);

const PAGES = ['/zh/', '/zh/guide/start/quick-start', '/zh/blog/announcing-0-1', '/zh/blog/', '/zh/no/such/page'];

for (const path of PAGES) {
  test(`${path} has no English interface text`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const text = await page.evaluate(() => {
      // Site chrome only. Page titles (sidebar links, breadcrumbs, table of
      // contents) are content and may be names such as "ESM" or "Storybook".
      const chrome = document.querySelectorAll(
        '.navbar, .theme-doc-sidebar-container .menu__link--sublist, .theme-doc-sidebar-container button, article header [role="group"], .theme-doc-footer, .pagination-nav__sublabel, footer.footer, main .container > .row > .col > p, main nav',
      );
      const words: string[] = [];
      for (const el of chrome) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('code, pre, kbd, .markdown, script, style')) {
            words.push(node.textContent ?? '');
          }
        }
      }
      return words.join(' ');
    });
    const english = [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ALLOWED.has(w.toLowerCase()));
    expect(english).toEqual([]);
  });
}
