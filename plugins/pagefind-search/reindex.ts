/**
 * Rebuilds only the search index of an existing build, for tuning the ranking without a full
 * `docusaurus build`: `npx ts-node --swc -O '{"module":"commonjs"}' plugins/pagefind-search/reindex.ts [build]`
 * The routes come from each locale's sitemap.xml.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import config from '../../docusaurus.config';
import { siteKeywordsOf, writeSearchIndex } from './index';

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? 'build');
  const { i18n, themeConfig } = config;
  if (!i18n?.locales) throw new Error('docusaurus.config.ts has no i18n.locales');
  for (const locale of i18n.locales) {
    if (!locale) continue;
    const baseUrl = locale === i18n.defaultLocale ? '/' : `/${locale}/`;
    const outDir = path.join(root, baseUrl);
    const sitemap = await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    const htmlLang = i18n.localeConfigs?.[locale]?.htmlLang ?? locale;
    const started = Date.now();
    const { pages, records, recordsMs, phases } = await writeSearchIndex({
      outDir,
      baseUrl,
      routes,
      htmlLang,
      siteKeywords: siteKeywordsOf(themeConfig),
      twinDir: locale === i18n.defaultLocale ? undefined : root,
    });
    console.log(
      `${locale}: ${pages} pages, ${records} records in ${Date.now() - started} ms (records ${Math.round(recordsMs)} ms; ${phases})`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
