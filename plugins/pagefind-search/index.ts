/**
 * Builds the offline search index with Pagefind after each locale is built: build/pagefind/ for
 * English, build/zh/pagefind/ for Chinese. Each doc page and blog post becomes one record for
 * the page and one per heading (see records.ts); lists, tags, 404 and the landing page are left
 * out. The modal (src/components/Search) loads the bundle of the page's locale on demand.
 */
import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeVersion } from '../code-version';
import { eachInFlight, linkOrCopy } from '../in-flight';
import { cardsDrawn } from '../social-cards/drawing';
import { pageKeywords, pageRecords, recordSource } from './records';

/** Where the bundle goes, relative to the locale's output directory and base URL. */
export const BUNDLE_DIR = 'pagefind';

/**
 * Pagefind's Node API (it runs the Pagefind binary as a service). The package is an ES module
 * that exports an `import` condition only, while Docusaurus loads this plugin as CommonJS (jiti),
 * which resolves `import('pagefind')` like `require` and fails; importing its entry file by path
 * lets the loader convert it. Only `docusaurus build` gets here, never `docusaurus start`.
 */
function pagefindEntry(): string {
  const dirs = module.paths.map((dir) => path.join(dir, 'pagefind', 'lib', 'index.js'));
  const entry = dirs.find((file) => fsSync.existsSync(file));
  if (!entry) throw new Error('Pagefind is not installed: run `npm ci`.');
  return entry;
}

function importPagefind(): Promise<typeof import('pagefind')> {
  return import(pagefindEntry()) as Promise<typeof import('pagefind')>;
}

/**
 * What the bundle is made from besides the pages: Pagefind's version and the code that makes the
 * records (this plugin's and the docs version scope records.ts imports). A cached bundle is reused
 * only when these and every page's record source (or every record) are unchanged.
 */
function indexerVersion(): Promise<string> {
  return codeVersion(
    [
      path.join(__dirname, 'index.ts'),
      path.join(__dirname, 'records.ts'),
      path.join(__dirname, '../../src/components/Search/scope.ts'),
    ],
    ['pagefind'],
  );
}

/**
 * Puts a bundle folder (some 2,600 small files) in another place as hard links, or as copies where
 * the two places cannot share files (another file system). Copying them took 1-2.5 s of a warm
 * build per locale, mostly waiting on the disk while the build writes its pages; linking takes
 * about 0.06 s. Sharing is safe because no bundle file is ever changed in place: Pagefind and this
 * plugin write a bundle into a new folder after removing the old one, and the build starts by
 * removing its output.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  const relative = (e: fsSync.Dirent) => path.relative(from, path.join(e.parentPath, e.name));
  await fs.mkdir(to, { recursive: true });
  for (const dir of entries.filter((e) => e.isDirectory()).map(relative)) {
    await fs.mkdir(path.join(to, dir), { recursive: true });
  }
  const files = entries.filter((e) => e.isFile()).map(relative);
  await eachInFlight(files, (file) => linkOrCopy(path.join(from, file), path.join(to, file)));
}

/** The built file of a route, or null when the route has no index.html of its own. */
async function routeFile(outDir: string, baseUrl: string, route: string): Promise<string | null> {
  if (!route.startsWith(baseUrl)) return null;
  const rel = route.slice(baseUrl.length);
  const candidates = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel.replace(/\/$/, '')}.html`)];
  for (const file of candidates) {
    try {
      if ((await fs.stat(file)).isFile()) return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

export interface IndexOptions {
  /** The locale's output directory (build/ or build/zh/). */
  outDir: string;
  /** The locale's base URL (`/` or `/zh/`). */
  baseUrl: string;
  /** Every route of the locale, with the base URL. */
  routes: string[];
  htmlLang: string;
  siteKeywords?: string;
  /** The default locale's output directory, for a translation: its keywords guide this one's. */
  twinDir?: string;
  /**
   * Where bundles are kept by the hash of their records (the build passes
   * node_modules/.cache/pagefind-search): a rebuild whose pages give the same records copies the
   * bundle instead of indexing again. Pagefind writes the same bundle for the same records.
   */
  cacheDir?: string;
  /**
   * Awaited after the records are made and before Pagefind indexes them: the plugin waits for the
   * social cards (plugins/social-cards/drawing.ts says why). A cached bundle does not wait.
   */
  beforeIndexing?: () => Promise<void>;
}

/** The file holding what the last cached bundle was made from (see writeSearchIndex). */
const SOURCES_FILE = 'sources.json';

/**
 * Indexes the built pages of one locale and writes the bundle to `<outDir>/pagefind/`. With a
 * cache, a bundle is found by what its records are made from (the parts of each page that
 * `pageRecords` reads, the twin's keywords, the options and the indexer's code): most rebuilds
 * change no such part (a page's script names change with any code change), and then no record is
 * made at all (0.5 s of the main thread in English, 1.5 s in Chinese). Otherwise by its records.
 */
export async function writeSearchIndex(
  options: IndexOptions,
): Promise<{ pages: number; records: number; recordsMs: number; phases: string }> {
  const { outDir, baseUrl, htmlLang, siteKeywords, cacheDir } = options;
  const routes = [...new Set(options.routes)].filter((r) => !r.endsWith('/404.html') && !r.endsWith('/search'));
  const t0 = performance.now();
  const version = cacheDir ? await indexerVersion() : '';
  // Each page is read twice when its records are made: keeping the pages of a locale in memory
  // until then raised the peak of a cold build by tens of MiB.
  const read: ({ route: string; file: string; source: string; twinKeywords?: string[] } | null)[] = routes.map(
    () => null,
  );
  await eachInFlight(routes, async (route, i) => {
    const file = await routeFile(outDir, baseUrl, route);
    if (!file) return;
    const source = crypto
      .createHash('sha256')
      .update(recordSource(await fs.readFile(file, 'utf8')))
      .digest('hex');
    const twin = options.twinDir ? await routeFile(options.twinDir, '/', route.slice(baseUrl.length - 1)) : null;
    const twinKeywords = twin ? pageKeywords(await fs.readFile(twin, 'utf8'), siteKeywords) : undefined;
    read[i] = { route, file, source, twinKeywords };
  });
  const sources = crypto
    .createHash('sha256')
    .update(version)
    .update(JSON.stringify([baseUrl, htmlLang, siteKeywords]));
  for (const page of read) {
    if (page) sources.update(`${page.route}\0${page.source}\0${JSON.stringify(page.twinKeywords)}\0`);
  }
  const sourcesHash = sources.digest('hex');
  const bundle = path.join(outDir, BUNDLE_DIR);
  await fs.rm(bundle, { recursive: true, force: true });
  const remember = async (key: string, counts: { pages: number; records: number }) => {
    if (cacheDir)
      await fs.writeFile(path.join(cacheDir, SOURCES_FILE), JSON.stringify({ sourcesHash, key, ...counts }));
  };
  if (cacheDir) {
    const last = await fs
      .readFile(path.join(cacheDir, SOURCES_FILE), 'utf8')
      .then((text) => JSON.parse(text) as { sourcesHash: string; key: string; pages: number; records: number })
      .catch(() => null);
    if (last?.sourcesHash === sourcesHash && fsSync.existsSync(path.join(cacheDir, last.key))) {
      const pagesRead = performance.now();
      await linkTree(path.join(cacheDir, last.key), bundle);
      const phases = `pages read by ${Math.round(pagesRead - t0)} ms, unchanged since the cached bundle: linked by ${Math.round(performance.now() - t0)}`;
      return { pages: last.pages, records: last.records, recordsMs: 0, phases };
    }
  }

  let pages = 0;
  const list: { url: string; html: string }[] = [];
  const hash = crypto.createHash('sha256').update(version);
  let recordsMs = 0;
  for (const page of read) {
    if (!page) continue;
    const html = await fs.readFile(page.file, 'utf8');
    const started = performance.now();
    const made = pageRecords(html, page.route, { htmlLang, siteKeywords, twinKeywords: page.twinKeywords });
    recordsMs += performance.now() - started;
    if (made.length) pages += 1;
    for (const r of made) {
      list.push(r);
      hash.update(`${r.url}\0${r.html}\0`);
    }
  }
  const made = performance.now();
  const key = hash.digest('hex').slice(0, 32);
  const cached = cacheDir ? path.join(cacheDir, key) : undefined;
  if (cached && fsSync.existsSync(cached)) {
    await linkTree(cached, bundle);
    await remember(key, { pages, records: list.length });
    const phases = `records made by ${Math.round(made - t0)} ms, the same as a cached bundle's: linked by ${Math.round(performance.now() - t0)}`;
    return { pages, records: list.length, recordsMs, phases };
  }

  await options.beforeIndexing?.();
  const waited = performance.now();
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ keepIndexUrl: false });
  if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
  // Sent in route order: the index is the same from one build to the next.
  const indexed = await Promise.all(list.map((r) => index.addHTMLFile({ url: r.url, content: r.html })));
  const done = performance.now();
  for (const r of indexed) if (r.errors.length) throw new Error(`Pagefind: ${r.errors.join(', ')}`);
  const written = await index.writeFiles({ outputPath: bundle });
  const phases = `records made by ${Math.round(made - t0)} ms, waited until ${Math.round(waited - t0)}, indexed by ${Math.round(done - t0)}, written by ${Math.round(performance.now() - t0)}`;
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join(', ')}`);
  await pagefind.close();
  // Only the search bundle is used; the UIs and the worker Pagefind writes too are not.
  for (const unused of [
    'pagefind-ui.js',
    'pagefind-ui.css',
    'pagefind-modular-ui.js',
    'pagefind-modular-ui.css',
    'pagefind-component-ui.js',
    'pagefind-component-ui.css',
    'pagefind-highlight.js',
  ]) {
    await fs.rm(path.join(bundle, unused), { force: true });
  }
  if (cached) {
    await fs.rm(cacheDir as string, { recursive: true, force: true });
    await fs.mkdir(path.dirname(cached), { recursive: true });
    await linkTree(bundle, cached);
    await remember(key, { pages, records: list.length });
  }
  const records = list.length;
  return { pages, records, recordsMs, phases };
}

export function siteKeywordsOf(themeConfig: unknown): string | undefined {
  const metadata = (themeConfig as { metadata?: { name?: string; content?: string }[] }).metadata ?? [];
  return metadata.find((m) => m.name === 'keywords')?.content;
}

export default function pagefindSearchPlugin(context: LoadContext): Plugin {
  const { baseUrl, i18n, siteConfig } = context;
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;

  return {
    name: 'pagefind-search',
    // Provides @theme/SearchBar (the button that opens src/components/Search/SearchModal).
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const { pages, records, recordsMs, phases } = await writeSearchIndex({
        outDir,
        baseUrl,
        // The default locale is built first, into the parent of the others' directories.
        twinDir: i18n.currentLocale === i18n.defaultLocale ? undefined : path.join(outDir, path.relative(baseUrl, '/')),
        routes: routesPaths,
        htmlLang,
        siteKeywords: siteKeywordsOf(siteConfig.themeConfig),
        cacheDir: path.join(context.siteDir, 'node_modules/.cache/pagefind-search', i18n.currentLocale),
        beforeIndexing: cardsDrawn,
      });
      console.log(
        `[pagefind-search] ${i18n.currentLocale}: ${pages} pages, ${records} records in ${Date.now() - started} ms ` +
          `(records made in ${Math.round(recordsMs)} ms of main thread; ${phases})`,
      );
    },
  };
}
