import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@docusaurus/types';

const SEARCH_ENV = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

/** Loads docusaurus.config.ts afresh with the given environment. */
function loadConfig(env: Record<string, string | undefined>): Config {
  const saved = { ...process.env };
  for (const key of SEARCH_ENV) delete process.env[key];
  Object.assign(process.env, env);
  try {
    let config!: Config;
    jest.isolateModules(() => {
      config = require('../../docusaurus.config').default;
    });
    return config;
  } finally {
    process.env = saved;
  }
}

function themeNames(config: Config): string[] {
  return (config.themes ?? [])
    .filter(Boolean)
    .map((t) => (Array.isArray(t) ? t[0] : t))
    .filter((t): t is string => typeof t === 'string');
}

/** Names of the plugin functions (local plugins are functions, not package names). */
function pluginFunctions(config: Config): string[] {
  return (config.plugins ?? []).flatMap((p) => (typeof p === 'function' ? [p.name] : []));
}

describe('search configuration', () => {
  test('without DocSearch variables the offline Pagefind index is built', () => {
    const config = loadConfig({});
    expect(pluginFunctions(config)).toContain('pagefindSearchPlugin');
    expect(themeNames(config)).not.toContain('@easyops-cn/docusaurus-search-local');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toBeUndefined();
  });

  test('with all three DocSearch variables Algolia replaces it, filtered by language', () => {
    const config = loadConfig({
      DOCSEARCH_APP_ID: 'APP123',
      DOCSEARCH_API_KEY: 'public-key',
      DOCSEARCH_INDEX_NAME: 'rspack',
    });
    expect(pluginFunctions(config)).not.toContain('pagefindSearchPlugin');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toMatchObject({
      appId: 'APP123',
      apiKey: 'public-key',
      indexName: 'rspack',
      contextualSearch: true,
    });
  });

  test('a partial DocSearch setup keeps the offline search', () => {
    const config = loadConfig({ DOCSEARCH_APP_ID: 'APP123', DOCSEARCH_API_KEY: 'public-key' });
    expect(pluginFunctions(config)).toContain('pagefindSearchPlugin');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toBeUndefined();
  });

  test('the shipped DocSearch crawler config covers both languages, the 0.x docs and the blog', () => {
    interface CrawlerConfig {
      startUrls: string[];
      sitemaps: string[];
      actions: { pathsToMatch: string[] }[];
      initialIndexSettings: Record<string, { attributesForFaceting: string[] }>;
    }
    let crawler: CrawlerConfig | undefined;
    const source = fs.readFileSync(path.join(__dirname, '../../scripts/docsearch-crawler.config.js'), 'utf8');
    new Function('Crawler', source)(function captureConfig(config: CrawlerConfig) {
      crawler = config;
    });
    expect(crawler?.startUrls).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/zh\/$/), expect.stringMatching(/\/0\.x\/$/)]),
    );
    expect(crawler?.sitemaps.some((s) => s.endsWith('/zh/sitemap.xml'))).toBe(true);
    expect(crawler?.actions.flatMap((a) => a.pathsToMatch)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/blog\/\*\*$/)]),
    );
    const settings = Object.values(crawler?.initialIndexSettings ?? {})[0];
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'version', 'docusaurus_tag']));
  });
});

describe('site configuration', () => {
  const config = loadConfig({});

  test('is built by Rspack (Docusaurus Faster) and fails on broken links', () => {
    expect(config.future).toMatchObject({ v4: true, faster: true });
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  test('serves English at the root and Simplified Chinese under /zh', () => {
    expect(config.i18n).toMatchObject({
      defaultLocale: 'en',
      locales: ['en', 'zh'],
      localeConfigs: { zh: { label: '简体中文', htmlLang: 'zh-CN' } },
    });
    expect(config.baseUrl).toBe('/');
  });

  test('feeds are RSS in the language of each locale', () => {
    const blogOptions = (locale: string) => {
      const c = loadConfig({ DOCUSAURUS_CURRENT_LOCALE: locale });
      const preset = c.presets![0] as [string, { blog: { feedOptions: { type: string; language: string } } }];
      return preset[1].blog.feedOptions;
    };
    expect(blogOptions('en')).toMatchObject({ type: ['rss', 'atom'], language: 'en' });
    expect(blogOptions('zh')).toMatchObject({ type: ['rss', 'atom'], language: 'zh-CN' });
  });

  test('navbar has the sections, Resources, Version, locale, search and social links', () => {
    const items = (config.themeConfig as { navbar: { items: { label?: string; type?: string }[] } }).navbar.items;
    const labels = items.map((i) => i.label ?? i.type);
    expect(labels).toEqual([
      'Guide',
      'Config',
      'Plugins',
      'API',
      'Blog',
      'Resources',
      'docsVersionDropdown',
      'localeDropdown',
      'search',
      'custom-socialLinks',
    ]);
  });
});
