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

describe('search configuration', () => {
  test('without DocSearch variables the offline index is used, in both languages', () => {
    const config = loadConfig({});
    expect(themeNames(config)).toContain('@easyops-cn/docusaurus-search-local');
    const local = (config.themes ?? []).find(
      (t) => Array.isArray(t) && t[0] === '@easyops-cn/docusaurus-search-local',
    ) as [string, { language: string[]; indexBlog: boolean; docsRouteBasePath: string }];
    expect(local[1].language).toEqual(['en', 'zh']);
    expect(local[1].indexBlog).toBe(true);
    expect(local[1].docsRouteBasePath).toBe('/');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toBeUndefined();
  });

  test('with all three DocSearch variables Algolia replaces it, filtered by language', () => {
    const config = loadConfig({
      DOCSEARCH_APP_ID: 'APP123',
      DOCSEARCH_API_KEY: 'public-key',
      DOCSEARCH_INDEX_NAME: 'rspack',
    });
    expect(themeNames(config)).not.toContain('@easyops-cn/docusaurus-search-local');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toMatchObject({
      appId: 'APP123',
      apiKey: 'public-key',
      indexName: 'rspack',
      contextualSearch: true,
    });
  });

  test('a partial DocSearch setup keeps the offline search', () => {
    const config = loadConfig({ DOCSEARCH_APP_ID: 'APP123', DOCSEARCH_API_KEY: 'public-key' });
    expect(themeNames(config)).toContain('@easyops-cn/docusaurus-search-local');
    expect((config.themeConfig as { algolia?: unknown }).algolia).toBeUndefined();
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
    expect(blogOptions('en')).toMatchObject({ type: 'rss', language: 'en' });
    expect(blogOptions('zh')).toMatchObject({ type: 'rss', language: 'zh-CN' });
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
      'v1.5',
      'localeDropdown',
      'search',
      'custom-socialLinks',
    ]);
  });
});
