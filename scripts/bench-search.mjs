// `npm run bench:search`: scores the site search on the query set (tests/search/queries.ts)
// through the real modal of the built site in headless Chromium, per language:
//   page@1, page@5  the expected page is the first / among the first five result groups
//   anchor@1        the first result links to the expected heading (or to the page itself)
//   latency         from the last keystroke to the results being in the DOM, as a reader types
//                   (typed p50, p90: the target) and with the whole query pasted at once (pasted
//                   p90, the worst case); the first query, which loads the index, counts in bytes
//   first search    bytes downloaded from opening the search to the first results, gzip
//                   (the modal's chunk, pagefind.js, the WebAssembly, index and fragments)
// Needs `npm run build` first (or BUILD_DIR=...). `--verbose` lists every query.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import handler from 'serve-handler';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { loadCases } from '../tests/search/load-cases.mjs';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const verbose = process.argv.includes('--verbose');
if (!fs.existsSync(path.join(root, 'pagefind'))) {
  console.error(`No search index in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}
const { cases, expectedUrl } = await loadCases();
const TARGETS = { page1: 90, page5: 98, anchor1: 80, firstKB: 150, p90: 30 };
/** Time between two keystrokes of a quick typist. */
const KEY_GAP_MS = 120;

const server = http.createServer((req, res) => handler(req, res, { public: root, cleanUrls: true }));
await new Promise((r) => server.listen(0, r));
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Bytes a compressing host sends: Pagefind's index files and WebAssembly are gzip already. */
function gzipBytes(url, body) {
  if (/\.pf_(meta|index|fragment|filter)$|\.pagefind$/.test(url)) return body.length;
  return zlib.gzipSync(body, { level: 9 }).length;
}

const pct = (xs, p) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const percent = (n, d) => (d ? (100 * n) / d : 0);

/**
 * Puts `query` into the open modal and resolves with the time from the last input event to the
 * results being in the DOM, and the result links. `typed`: one character at a time, `KEY_GAP_MS`
 * apart, as a reader types (earlier keystrokes search too, as in real use); otherwise pasted whole.
 */
function enter(page, query, typed) {
  return page.evaluate(
    async ({ q, typed, gap }) => {
      const input = document.querySelector('[data-search-input]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const list = () => document.querySelector('[role="listbox"]');
      const settled = (want) =>
        new Promise((resolve) => {
          const done = () => (want ? list()?.dataset.query === want : !list()?.dataset.query);
          if (done()) return resolve();
          const observer = new MutationObserver(() => {
            if (done()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        });
      const put = (value) => {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      };
      put('');
      await settled('');
      // The browser keeps 250 resource entries by default; each query counts its own.
      performance.clearResourceTimings();
      const chars = [...q];
      if (typed) {
        for (let i = 1; i < chars.length; i += 1) {
          put(chars.slice(0, i).join(''));
          await new Promise((r) => setTimeout(r, gap));
        }
      }
      const t0 = performance.now();
      put(q);
      await settled(q.trim());
      const ms = performance.now() - t0;
      // Index files and fragments the last keystroke waited for.
      const fetched = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/pagefind/') && e.startTime >= t0 && e.startTime <= t0 + ms).length;
      const groups = [...list().querySelectorAll('[role="group"]')].map((g) =>
        [...g.querySelectorAll('[role="option"]')].map((a) => decodeURI(a.getAttribute('href'))),
      );
      return { ms, groups, fetched };
    },
    { q: query, typed, gap: KEY_GAP_MS },
  );
}

const summary = [];
for (const locale of ['en', 'zh']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${locale === 'zh' ? '/zh' : ''}/guide/start/introduction`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  const pending = [];
  page.on('response', (res) => {
    pending.push(
      res
        .body()
        .then((body) => {
          bytes += gzipBytes(res.url(), body);
        })
        .catch(() => {}),
    );
  });
  const mine = cases.filter((c) => c.locale === locale);
  const stats = { page1: 0, page5: 0, anchor1: 0, times: [], pasted: [], first: 0 };
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-search-input]');
  for (const [i, c] of mine.entries()) {
    const { ms, groups } = await enter(page, c.query, false);
    if (i === 0) {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      stats.first = bytes;
    } else {
      stats.pasted.push(ms);
    }
    const want = expectedUrl(c);
    const wantPage = want.split('#')[0];
    const pages = groups.map((g) => g[0]?.split('#')[0]);
    const first = groups[0]?.[0];
    const p1 = pages[0] === wantPage;
    const p5 = pages.slice(0, 5).includes(wantPage);
    const a1 = first === want;
    stats.page1 += p1;
    stats.page5 += p5;
    stats.anchor1 += a1;
    if (verbose || !a1) {
      const mark = a1 ? 'ok  ' : p1 ? 'page' : p5 ? 'top5' : 'MISS';
      console.log(`  ${mark} ${locale} ${JSON.stringify(c.query)} → ${first ?? '(none)'}  want ${want}`);
      if (!p1 && verbose) console.log(`       groups: ${pages.slice(0, 5).join(' | ')}`);
    }
  }
  // Latency as a reader types, on a fresh page whose index is loaded (each query's own
  // fragments are not: earlier keystrokes load what they need, as in real use).
  await page.goto(`${origin}${locale === 'zh' ? '/zh' : ''}/guide/start/introduction`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[data-search-input]');
  await enter(page, 'rspack', false);
  const typed = [];
  for (const c of mine) {
    const { ms, fetched } = await enter(page, c.query, true);
    stats.times.push(ms);
    typed.push({ query: c.query, ms, fetched });
  }
  if (verbose) {
    const slow = typed.toSorted((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(
      `  slowest typed (${locale}): ${slow.map((t) => `${t.query} ${t.ms.toFixed(0)} ms/${t.fetched} fetches`).join(', ')}`,
    );
    console.log(
      `  fetches after the last keystroke (${locale}): ${typed.reduce((n, t) => n + t.fetched, 0)} in ${typed.length} queries`,
    );
  }
  const n = mine.length;
  summary.push({
    locale,
    queries: n,
    'page@1 %': percent(stats.page1, n).toFixed(0),
    'page@5 %': percent(stats.page5, n).toFixed(0),
    'anchor@1 %': percent(stats.anchor1, n).toFixed(0),
    'typed p50 ms': pct(stats.times, 50).toFixed(1),
    'typed p90 ms': pct(stats.times, 90).toFixed(1),
    'pasted p90 ms': pct(stats.pasted, 90).toFixed(1),
    'first search KB gzip': (stats.first / 1024).toFixed(1),
  });
  await context.close();
}
await browser.close();
server.close();

console.table(summary);
const failed = summary.flatMap((s) =>
  [
    Number(s['page@1 %']) < TARGETS.page1 && `page@1 ${s.locale}`,
    Number(s['page@5 %']) < TARGETS.page5 && `page@5 ${s.locale}`,
    Number(s['anchor@1 %']) < TARGETS.anchor1 && `anchor@1 ${s.locale}`,
    Number(s['first search KB gzip']) > TARGETS.firstKB && `first search ${s.locale}`,
    Number(s['typed p90 ms']) >= TARGETS.p90 && `p90 ${s.locale}`,
  ].filter(Boolean),
);
console.log(
  `targets: page@1 >= ${TARGETS.page1}%, page@5 >= ${TARGETS.page5}%, anchor@1 >= ${TARGETS.anchor1}%, ` +
    `first search <= ${TARGETS.firstKB} KB, p90 < ${TARGETS.p90} ms: ${failed.length ? `missed (${failed.join(', ')})` : 'all met'}`,
);
