// Algolia Crawler configuration for this site, for owners who switch to DocSearch (README,
// "Search"): paste it into the crawler's editor, put your app id, API key and index name in the
// three constants, and run a crawl. It reads the markup Docusaurus 3.10 renders here:
//   - both languages: English at /, Chinese at /zh/; `language` comes from the page's
//     `docsearch:language` meta (en, zh), which the site's contextual search filters on;
//   - both versions: current docs at the root, the 0.x docs under /0.x/; `version` and
//     `docusaurus_tag` come from the `docsearch:*` metas (current / 0.x, docs-default-*);
//   - blog posts are their own records (`type` blog), list and tag pages are skipped;
//   - the page actions (Copy Markdown, llms.txt), anchor links and code-block buttons are not text.
// `Crawler` is a global of the Algolia Crawler; this file is not run by the site build.
const APP_ID = 'YOUR_APP_ID';
const API_KEY = 'YOUR_CRAWLER_API_KEY';
const INDEX_NAME = 'rspack';
const SITE = 'https://rspack.dev';
/** The site-wide keywords (docusaurus.config.ts); a page with front-matter keywords replaces them. */
const SITE_KEYWORDS = 'rspack, bundler, webpack, rust, javascript';

/** Markup that is not content on every page. */
const NOT_CONTENT = [
  '.hash-link',
  '.theme-doc-markdown header [role="group"]',
  '.theme-doc-toc-mobile',
  '.theme-code-block button',
  '[class*="codeBlockTitle"]',
  '.pagination-nav',
  '.theme-doc-footer',
];

new Crawler({
  appId: APP_ID,
  apiKey: API_KEY,
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/`, `${SITE}/zh/`, `${SITE}/0.x/`, `${SITE}/zh/0.x/`],
  sitemaps: [`${SITE}/sitemap.xml`, `${SITE}/zh/sitemap.xml`],
  // Old .html links redirect to the clean URLs; the Markdown exports and llms.txt repeat the pages.
  exclusionPatterns: [
    `${SITE}/**/*.html`,
    `${SITE}/**/*.md`,
    `${SITE}/**/llms.txt`,
    `${SITE}/blog/page/**`,
    `${SITE}/blog/tags/**`,
    `${SITE}/blog/archive/**`,
    `${SITE}/blog/authors/**`,
    `${SITE}/zh/blog/page/**`,
    `${SITE}/zh/blog/tags/**`,
    `${SITE}/zh/blog/archive/**`,
    `${SITE}/zh/blog/authors/**`,
  ],
  ignoreCanonicalTo: false,
  discoveryPatterns: [`${SITE}/**`],
  actions: [
    {
      indexName: INDEX_NAME,
      pathsToMatch: [`${SITE}/**`, `!${SITE}/blog/**`, `!${SITE}/zh/blog/**`],
      recordExtractor: ({ $, helpers }) => {
        if (!$('html').hasClass('docs-doc-page')) return [];
        $(NOT_CONTENT.join(', ')).remove();
        // Section of the page ("Config", "Guide"): the active navbar item, else the first breadcrumb.
        const lvl0 =
          $('.navbar__item.navbar__link--active').first().text().trim() ||
          $('.breadcrumbs__item:not(.breadcrumbs__item--active)').last().text().trim() ||
          'Documentation';
        const keywords = $('meta[name="keywords"]').attr('content') ?? '';
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: lvl0 },
            lvl1: ['.theme-doc-markdown header h1', '.theme-doc-markdown h1'],
            lvl2: ['.theme-doc-markdown h2'],
            lvl3: ['.theme-doc-markdown h3'],
            lvl4: ['.theme-doc-markdown h4'],
            lvl5: ['.theme-doc-markdown h5'],
            content: ['.theme-doc-markdown p', '.theme-doc-markdown li', '.theme-doc-markdown td'],
            // Front-matter keywords (readers' words, both languages) rank the page like its title.
            keywords: { selectors: '', defaultValue: keywords === SITE_KEYWORDS ? '' : keywords },
            pageRank: 0,
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
    {
      indexName: INDEX_NAME,
      pathsToMatch: [`${SITE}/blog/**`, `${SITE}/zh/blog/**`],
      recordExtractor: ({ $, helpers }) => {
        if (!$('html').hasClass('blog-post-page')) return [];
        $(NOT_CONTENT.join(', ')).remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: 'Blog' },
            lvl1: ['article header h1'],
            lvl2: ['article .markdown h2'],
            lvl3: ['article .markdown h3'],
            lvl4: ['article .markdown h4'],
            content: ['article .markdown p', 'article .markdown li'],
            // Posts rank below the docs for the same words.
            pageRank: -10,
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX_NAME]: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(keywords)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_.',
      // Chinese needs its own segmentation; both languages live in one index, split by `language`.
      indexLanguages: ['en', 'zh'],
      queryLanguages: ['en', 'zh'],
    },
  },
});
