import {
  apiAliases,
  idWords,
  isApiHeading,
  keywordTargets,
  markWordBreaks,
  pageKeywords,
  pageRecords,
  segmentWords,
} from '../../plugins/pagefind-search/records';
import { addRecent } from '../../src/components/Search/recent';
import { groupHits, highlight, type Hit, rankHits, titleMatch } from '../../src/components/Search/results';
import { isSearchable, normalizeQuery, searchFilters, versionOfPath } from '../../src/components/Search/scope';
import { SEARCH_CASES } from '../search/queries';

const hit = (url: string, title: string, page = 'output'): Hit => ({
  url,
  title,
  page,
  section: 'Config',
  excerpt: '',
  score: 1,
});

describe('search scope', () => {
  test('the docs version comes from the URL, ready for /0.x/', () => {
    expect(versionOfPath('/config/output')).toBe('current');
    expect(versionOfPath('/0.x/config/output')).toBe('0.x');
    expect(versionOfPath('/zh/0.x/guide/start/quick-start')).toBe('0.x');
    expect(versionOfPath('/zh/config/')).toBe('current');
  });

  test('the blog is left out unless asked for', () => {
    expect(searchFilters('current', false)).toEqual({ type: 'doc', version: 'current' });
    expect(searchFilters('0.x', true)).toEqual({ any: [{ type: 'doc', version: '0.x' }, { type: 'blog' }] });
  });

  test('queries pasted from code keep their words', () => {
    expect(normalizeQuery(' `output.publicPath`: ')).toBe('output.publicPath');
    expect(normalizeQuery('this.async()')).toBe('this.async');
    expect(normalizeQuery('从 webpack 迁移')).toBe('从 webpack 迁移');
    expect(isSearchable('s')).toBe(false);
    expect(isSearchable('别')).toBe(true);
    expect(isSearchable('sp')).toBe(true);
  });
});

describe('search results', () => {
  test('hits are grouped by page in the order of their best hit', () => {
    const groups = groupHits([
      hit('/config/output#outputpublicpath', 'output.publicPath'),
      hit('/guide/features/asset-base-path', 'Asset base path', 'Asset base path'),
      hit('/config/output', 'output'),
    ]);
    expect(groups.map((g) => g.url)).toEqual(['/config/output', '/guide/features/asset-base-path']);
    expect(groups[0].items.map((i) => [i.url, i.isPage])).toEqual([
      ['/config/output#outputpublicpath', false],
      ['/config/output', true],
    ]);
  });

  test('an entry named by the query comes first, on the page that owns it', () => {
    const entry = (url: string, title: string, page: string, keywords?: string[]) => ({ url, title, page, keywords });
    expect(titleMatch(entry('/c/optimization#x', 'optimization.splitChunks', 'optimization'), 'splitChunks')).toBe(4);
    expect(titleMatch(entry('/c/externals#externals', 'externals', 'externals'), 'externals')).toBe(4);
    expect(titleMatch(entry('/g/code-splitting', '代码分割', '代码分割'), '代码分割')).toBe(3);
    expect(titleMatch(entry('/p/split', 'SplitChunksPlugin', 'SplitChunksPlugin', ['代码分割']), '代码分割')).toBe(2);
    expect(titleMatch(entry('/c/output#p', 'output.publicPath', 'output', ['公共路径']), '公共路径')).toBe(2.5);
    expect(titleMatch(entry('/p/esm#x', 'optimization.splitChunks', 'EsmLibraryPlugin'), 'splitChunks')).toBe(1);
    expect(titleMatch(entry('/c/o#y', 'optimization.splitChunks.chunks', 'optimization'), 'splitChunks')).toBe(0.5);
    const ranked = rankHits(
      [
        hit('/p/esm#x', 'optimization.splitChunks', 'EsmLibraryPlugin'),
        hit('/a#x', 'optimization.splitChunks.chunks', 'optimization'),
        hit('/a#y', 'optimization.splitChunks', 'optimization'),
      ],
      'splitChunks',
    );
    expect(ranked.map((h) => h.url)).toEqual(['/a#y', '/p/esm#x', '/a#x']);
  });

  test('matches are highlighted case-insensitively', () => {
    expect(highlight('output.publicPath', 'publicpath')).toEqual([
      { text: 'output.', match: false },
      { text: 'publicPath', match: true },
    ]);
  });

  test('recent searches keep the newest five without duplicates', () => {
    let list = addRecent([], { query: 'a', title: 'A', url: '/a' });
    for (const n of [1, 2, 3, 4, 5]) list = addRecent(list, { query: `q${n}`, title: `T${n}`, url: `/p${n}` });
    list = addRecent(list, { query: 'again', title: 'T3', url: '/p3' });
    expect(list.map((r) => r.url)).toEqual(['/p3', '/p5', '/p4', '/p2', '/p1']);
  });
});

describe('search records', () => {
  test('Chinese is split into words, Latin text is left alone', () => {
    expect(segmentWords('生产环境优化').split(' ').length).toBeGreaterThan(1);
    expect(segmentWords('output.publicPath')).toBe('output.publicPath');
  });

  test('option, hook and method headings are recognised', () => {
    for (const h of [
      'output.publicPath',
      'hooks.processAssets',
      'this.async()',
      '--config',
      'module.rules[].use',
      'entry',
      'HtmlRspackPlugin',
    ]) {
      expect(isApiHeading(h)).toBe(true);
    }
    for (const h of [
      'Template strings',
      'How splitChunks decides',
      'Differences from webpack',
      'Options',
      'Building',
    ]) {
      expect(isApiHeading(h)).toBe(false);
    }
    expect(apiAliases('optimization.splitChunks.cacheGroups')).toBe('cacheGroups');
    expect(idWords('rspack-build', 'Building')).toBe('rspack build');
    expect(idWords('outputpublicpath', 'output.publicPath')).toBe('');
  });

  const page = `<!doctype html><html lang="en" class="docs-wrapper docs-doc-page docs-version-current">
    <head><title>output | Rspack</title>
    <meta name="keywords" content="rspack, bundler, webpack, rust, javascript">
    <meta name="keywords" content="public path,CDN,output directory"></head><body>
    <nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
      <li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/config/">Config</a></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span>output</span></li></ul></nav>
    <div class="theme-doc-markdown markdown"><header><h1>output</h1><div role="group"><button>Copy Markdown</button></div></header>
    <p>Where the build goes.</p>
    <h2 id="outputpublicpath">output.publicPath<a class="hash-link" href="#outputpublicpath">#</a></h2>
    <p>The URL prefix, often a CDN: the public path.</p><pre><code>publicPath: '/assets/'</code></pre>
    <h3 id="examples">Examples</h3><p>More.</p></div></body></html>`;

  test('a doc page gives one record for itself and one per heading', () => {
    const records = pageRecords(page, '/config/output', {
      htmlLang: 'en',
      siteKeywords: 'rspack, bundler, webpack, rust, javascript',
    });
    expect(records.map((r) => r.url)).toEqual([
      '/config/output',
      '/config/output#outputpublicpath',
      '/config/output#examples',
    ]);
    const [own, entry, examples] = records;
    // `public path` names the output.publicPath entry, so that entry's record carries it.
    expect(own.html).toContain('data-pagefind-meta="keywords[content]" content="CDN output directory"');
    expect(own.html).toContain('data-pagefind-meta="keys[content]" content="CDN, output directory"');
    expect(entry.html).toContain('data-pagefind-meta="keys[content]" content="public path"');
    expect(examples.html).not.toContain('keywords');
    expect(own.html).not.toContain('bundler');
    expect(own.html).not.toContain('Copy Markdown');
    expect(own.html).toContain('data-pagefind-filter="version[content]" content="current"');
    expect(own.html).toContain('data-pagefind-meta="section[content]" content="Config"');
    expect(entry.html).toContain('<h1 data-pagefind-weight="10">output.publicPath publicPath</h1>');
    expect(entry.html).not.toContain('hash-link');
    expect(entry.html).toMatch(/<pre data-pagefind-weight="0.3">/);
  });

  test('a keyword that names an entry goes to the entry; a Chinese one follows its English twin', () => {
    const headings = [
      { id: 'resolvealias', text: 'resolve.alias' },
      { id: 'resolvealiasfields', text: 'resolve.aliasFields' },
      { id: 'rspack-build', text: 'Building' },
    ];
    expect(keywordTargets(['alias', 'path alias', 'rspack build'], headings)).toEqual([
      'resolvealias',
      undefined,
      'rspack-build',
    ]);
    expect(keywordTargets(['别名', '路径别名'], headings, ['alias', 'path alias'])).toEqual([
      'resolvealias',
      undefined,
    ]);
    // Lists that do not translate each other (another length) route nothing.
    expect(keywordTargets(['别名'], headings, ['alias', 'path alias'])).toEqual([undefined]);
    expect(
      pageKeywords(
        '<head><meta data-rh=true name=keywords content=minify,minification /><meta name="keywords" content="rspack, bundler"></head><body>',
        'rspack, bundler',
      ),
    ).toEqual(['minify', 'minification']);
  });

  test('Chinese text gets invisible word breaks, Latin text none', () => {
    expect(markWordBreaks('公共路径决定加载地址')).toContain('\u200B');
    expect(markWordBreaks('公共路径决定加载地址').replace(/\u200B/g, '')).toBe('公共路径决定加载地址');
    expect(markWordBreaks('output.publicPath is a URL')).toBe('output.publicPath is a URL');
  });

  test('list pages, tag pages and the 404 page give no records', () => {
    const list =
      '<html class="blog-wrapper blog-list-page"><body><article><div class="markdown"><p>x</p></div></article></body></html>';
    expect(pageRecords(list, '/blog/', { htmlLang: 'en' })).toEqual([]);
  });
});

describe('query set', () => {
  test('has at least 30 queries per language, each aimed at a page', () => {
    for (const locale of ['en', 'zh'] as const) {
      expect(SEARCH_CASES.filter((c) => c.locale === locale).length).toBeGreaterThanOrEqual(30);
    }
    const keys = SEARCH_CASES.map((c) => `${c.locale} ${c.query}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
