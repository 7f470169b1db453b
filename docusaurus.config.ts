import { spawnSync } from 'node:child_process';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { themes as prismThemes } from 'prism-react-renderer';
import chunkOutputPlugin from './plugins/chunk-output';
import crawlersPlugin, { alternateLinks } from './plugins/crawlers';
import deployConfigPlugin from './plugins/deploy-config';
import leanClientPlugin from './plugins/lean-client';
import leanDocsDataPlugin from './plugins/lean-docs-data';
import markdownExportPlugin from './plugins/markdown-export';
import bundleStatsPlugin from './plugins/bundle-stats';
import { ssrTemplate } from './plugins/paint-first/template';
import prismOnDemandPlugin from './plugins/prism-on-demand';
import quietHydrationPlugin from './plugins/quiet-hydration';
import socialCardsPlugin from './plugins/social-cards';
import { SITE_CARD } from './plugins/social-cards/paths';
import pagefindSearchPlugin from './plugins/pagefind-search';
import postcssNoConfigPlugin from './plugins/postcss-no-config';
import { withContrast } from './src/prism/theme';
import { EDIT_URL_BASE, PLAYGROUND_URL, RELEASES_URL, SITE_URL, SOCIAL_LINKS, TOOLCHAIN_LINKS } from './src/data/site';

// Docusaurus loads this file once per locale and tells us which one.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

// Last-update dates come from git. A source archive or a Docker build context
// has no .git: the site then builds without the dates instead of failing.
const insideGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: __dirname }).status === 0;

// Algolia DocSearch replaces the offline search (Pagefind, plugins/pagefind-search) only when
// all three values are given at build time (see README, "Search").
const docSearch = {
  appId: process.env.DOCSEARCH_APP_ID,
  apiKey: process.env.DOCSEARCH_API_KEY,
  indexName: process.env.DOCSEARCH_INDEX_NAME,
};
const useAlgolia = Boolean(docSearch.appId && docSearch.apiKey && docSearch.indexName);

// The <html lang> of each locale, also used for the sitemap's hreflang alternates.
const HREFLANGS: Record<string, string> = { en: 'en', zh: 'zh-CN' };

// The version menu's extra item is not read from the navbar translations, so it is named here per locale.
const CHANGELOG_LABEL: Record<string, string> = { en: 'Changelog', zh: '更新日志' };

// Feed metadata per locale; <language> must be a BCP 47 tag, not the folder name.
const FEEDS: Record<string, { language: string; title: string; description: string }> = {
  en: {
    language: 'en',
    title: 'Rspack Blog',
    description: 'Release announcements and news from the Rspack team.',
  },
  zh: {
    language: 'zh-CN',
    title: 'Rspack 博客',
    description: 'Rspack 团队的版本发布公告与动态。',
  },
};
const feed = FEEDS[locale] ?? FEEDS.en;

const config: Config = {
  title: 'Rspack',
  tagline: 'The fast Rust-based web bundler',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,

  future: { v4: true, faster: true, experimental_vcs: insideGit },
  // The app's scripts start after the first paint (plugins/paint-first/template.ts).
  ssrTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: { label: 'English', htmlLang: HREFLANGS.en },
      // Explicit, so that `docusaurus build --locale zh` (scripts/build.mjs builds one locale per
      // process) still serves the Chinese site at /zh/ into <out-dir>/zh: a single --locale otherwise
      // drops the /zh/ prefix from every locale's base URL, links to the other language included.
      zh: { label: '简体中文', htmlLang: HREFLANGS.zh, baseUrl: '/zh/' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Sidebar groups start expanded, folders included, so every page is one glance away.
          sidebarCollapsed: false,
          editUrl: EDIT_URL_BASE,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          // 1.x is the current version, at the root URLs; the 0.x docs (Rspack 0.7) live under /0.x/.
          lastVersion: 'current',
          versions: {
            current: { label: '1.x' },
            '0.x': { label: '0.x', path: '0.x', banner: 'unmaintained' },
          },
          // Type partials under docs/types/ are imported by pages, never routed.
          exclude: ['types/**', '**/_*.{md,mdx}', '**/_*/**'],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Rspack blog',
          blogDescription: 'Release announcements and news from the Rspack team.',
          blogSidebarCount: 0,
          postsPerPage: 20,
          showReadingTime: false,
          editUrl: EDIT_URL_BASE,
          editLocalizedFiles: true,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            language: feed.language,
            title: feed.title,
            description: feed.description,
            copyright: `© 2022-present ByteDance Inc.`,
            xslt: false,
          },
        },
        theme: { customCss: './src/css/custom.css' },
        sitemap: {
          lastmod: 'date',
          // Each entry names the same page in the other language (hreflang alternates).
          createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({
              ...item,
              links: alternateLinks(item.url, SITE_URL, HREFLANGS, 'en'),
            })),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      // Old links and the previous site end in .html; each reaches the clean URL.
      { fromExtensions: ['html'] } satisfies ClientRedirectsOptions,
    ],
    chunkOutputPlugin,
    crawlersPlugin,
    leanClientPlugin,
    leanDocsDataPlugin,
    markdownExportPlugin,
    postcssNoConfigPlugin,
    prismOnDemandPlugin,
    quietHydrationPlugin,
    !useAlgolia && pagefindSearchPlugin,
    // Open Graph images: one card per doc page and blog post, drawn after the build.
    socialCardsPlugin,
    // build/_headers, build/_redirects and the nginx snippets, generated from the built pages.
    deployConfigPlugin,
    // `npm run bench:bundle` sets BUNDLE_STATS to see what first-load JS holds.
    ...(process.env.BUNDLE_STATS ? [bundleStatsPlugin] : []),
  ],

  clientModules: ['./src/clientModules/chunkLoadFailure.tsx'],

  themeConfig: {
    metadata: [{ name: 'keywords', content: 'rspack, bundler, webpack, rust, javascript' }],
    // The site-wide social card (per locale); doc pages and posts get their own (plugins/social-cards).
    image: SITE_CARD,
    colorMode: { respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    navbar: {
      title: 'Rspack',
      logo: { alt: 'Rspack logo', src: 'img/logo.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { type: 'docSidebar', sidebarId: 'config', label: 'Config', position: 'left' },
        { type: 'docSidebar', sidebarId: 'plugins', label: 'Plugins', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
        { to: '/blog/', label: 'Blog', position: 'left', activeBasePath: '/blog' },
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            { type: 'doc', docId: 'misc/faq', label: 'FAQ' },
            { type: 'doc', docId: 'misc/team/core-team', label: 'Team' },
            { type: 'doc', docId: 'misc/branding/guideline', label: 'Branding' },
            { type: 'doc', docId: 'misc/glossary', label: 'Glossary' },
            { type: 'doc', docId: 'misc/planning/roadmap', label: 'Roadmap' },
            { type: 'docSidebar', sidebarId: 'contribute', label: 'Contributing' },
            { href: PLAYGROUND_URL, label: 'Playground' },
          ],
        },
        {
          // Shows the version being read; switching keeps the page when the other version has it.
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: RELEASES_URL, label: CHANGELOG_LABEL[locale] ?? 'Changelog' }],
        },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        { type: 'custom-socialLinks', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Guide',
          items: [
            { label: 'Introduction', to: '/guide/start/introduction' },
            { label: 'Quick start', to: '/guide/start/quick-start' },
            { label: 'Ecosystem', to: '/guide/start/ecosystem' },
            { label: 'FAQ', to: '/misc/faq' },
          ],
        },
        {
          title: 'API',
          items: [
            { label: 'Config', to: '/config/' },
            { label: 'Plugins', to: '/plugins/' },
            { label: 'API overview', to: '/api/' },
            { label: 'Contributing', to: '/contribute/' },
          ],
        },
        {
          title: 'Toolchain',
          items: [
            ...TOOLCHAIN_LINKS.map(({ label, url }) => ({ label, href: url })),
            { label: 'Playground', href: PLAYGROUND_URL },
          ],
        },
        {
          title: 'Community',
          items: [
            ...SOCIAL_LINKS.filter((l) => l.icon !== 'lark').map(({ label, url }) => ({ label, href: url })),
            { label: 'Releases', href: RELEASES_URL },
          ],
        },
      ],
      copyright:
        'Rspack is free and open-source software released under the MIT License.<br>© 2022-present ByteDance Inc.',
    },
    prism: {
      theme: withContrast(prismThemes.github),
      darkTheme: withContrast(prismThemes.vsDark),
      // The grammars the site highlights are listed in src/prism/languages.ts.
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    ...(useAlgolia && {
      algolia: {
        appId: docSearch.appId!,
        apiKey: docSearch.apiKey!,
        indexName: docSearch.indexName!,
        // Filters hits on the `language` facet of the page being read.
        contextualSearch: true,
        searchPagePath: 'search',
      },
    }),
  } satisfies Preset.ThemeConfig,
};

export default config;
