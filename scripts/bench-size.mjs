// `npm run bench:size`: the JS and CSS (gzip) a reader downloads before the
// first interaction, on every page of both languages: each page is opened in
// Chromium (1280×800, no clicks or scrolling) and every script and stylesheet
// fetched until the network is idle is counted, gzip-compressed at level 9 as a
// static host would serve it. Pages come from each language's sitemap.xml.
// Target: <= 150 KB on every doc page; the home page within 10% of a doc page's JS.
//
//   BUILD_DIR=/tmp/build  the build to measure (default: build/)
//   PAGES=/a,/zh/b        only these pages
//   TOP=n                 how many of the largest pages to list (default 5)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.PORT ?? 3300);
const ROOT = path.resolve(process.env.BUILD_DIR ?? 'build');
const TOP = Number(process.env.TOP ?? 5);
const CONCURRENCY = 3;
const LIMIT = 150 * 1024;

/** Every route of the sitemaps of both languages, as paths. */
function sitemapPages() {
  const pages = [];
  for (const file of ['sitemap.xml', 'zh/sitemap.xml']) {
    const xml = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.push(new URL(loc).pathname);
  }
  return [...new Set(pages)];
}
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : sitemapPages();
const isHome = (page) => page === '/' || page === '/zh/';
/** Doc pages: everything but the home pages and the blog (posts, lists, tags, archive). */
const isDoc = (page) => !isHome(page) && !/^(\/zh)?\/blog(\/|$)/.test(page);

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT), BUILD_DIR: ROOT },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** gzip size of each asset, read from the build once: most pages share most chunks. */
const gzipSizes = new Map();
function gzipSize(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    const file = path.join(ROOT, decodeURIComponent(urlPath));
    gzipSizes.set(urlPath, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipSizes.get(urlPath);
}

async function measure(page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  // Images and fonts do not count and only slow the run down.
  await tab.route(/\.(png|jpe?g|webp|gif|svg|woff2?|ttf|mp4)(\?|$)/, (route) => route.abort());
  const assets = new Map();
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.set(new URL(response.url()).pathname, type);
  });
  await tab.goto(`http://localhost:${PORT}${page}`, { waitUntil: 'networkidle', timeout: 120_000 });
  // On a busy machine main.js can take longer to run than the 500 ms of network silence:
  // wait for hydration, then for the network to settle again.
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, { timeout: 120_000 });
  await tab.waitForLoadState('networkidle');
  await context.close();
  const sizes = { page, js: 0, css: 0 };
  for (const [file, type] of assets) sizes[type === 'script' ? 'js' : 'css'] += gzipSize(file);
  sizes.total = sizes.js + sizes.css;
  return sizes;
}

const rows = [];
try {
  const queue = [...PAGES];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length) {
        const page = queue.shift();
        rows.push(await measure(page));
      }
    }),
  );
} finally {
  await browser.close();
  server.kill();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (r) => `  ${r.page.padEnd(56)}${kb(r.js).padStart(10)}${kb(r.css).padStart(10)}${kb(r.total).padStart(10)}`;
const header = `  ${'page'.padEnd(56)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

console.log(`JS and CSS loaded before any interaction (gzip -9), ${rows.length} pages of ${ROOT}\n`);
console.log(header);
for (const r of rows.filter((r) => isHome(r.page))) console.log(row(r));
for (const [label, test] of [
  ['doc pages', (p) => isDoc(p)],
  ['blog pages', (p) => !isDoc(p) && !isHome(p)],
]) {
  for (const [lang, inLang] of [
    ['en', (p) => !p.startsWith('/zh/')],
    ['zh', (p) => p.startsWith('/zh/')],
  ]) {
    const group = rows.filter((r) => test(r.page) && inLang(r.page)).sort((a, b) => a.total - b.total);
    if (!group.length) continue;
    const max = group[group.length - 1];
    console.log(
      `\n${label} (${lang}, ${group.length}): p50 ${kb(percentile(group, 50).total)}, max ${kb(max.total)}; the ${Math.min(TOP, group.length)} largest:`,
    );
    for (const r of group.slice(-TOP).reverse()) console.log(row(r));
  }
}

const docs = rows.filter((r) => isDoc(r.page));
const over = docs.filter((r) => r.total > LIMIT);
const home = rows.find((r) => r.page === '/');
const intro = rows.find((r) => r.page === '/guide/start/introduction');
if (home && intro) console.log(`\nhome JS vs doc JS: ${((home.js / intro.js) * 100).toFixed(1)}% (target <= 110%)`);
console.log(
  `largest doc page: ${kb(Math.max(...docs.map((r) => r.total)))}; doc pages over ${kb(LIMIT)}: ${over.length} of ${docs.length} (target 0)`,
);
