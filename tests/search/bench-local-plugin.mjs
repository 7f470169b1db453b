// Scores the search of a build made with @easyops-cn/docusaurus-search-local on the query set,
// for the "before" figures of issue 18: page@1, anchor@1, the bytes the first search downloads
// (gzip, as a compressing host sends them) and the time from typing to results.
//   BUILD_DIR=/tmp/old-build node tests/search/bench-local-plugin.mjs
// The query goes in the navbar input; Enter opens the first (auto-selected) suggestion.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import handler from 'serve-handler';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { loadCases } from './load-cases.mjs';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const { cases, expectedUrl } = await loadCases();
const server = http.createServer((req, res) => handler(req, res, { public: root, cleanUrls: true }));
await new Promise((r) => server.listen(0, r));
const origin = `http://localhost:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const pct = (xs, p) => xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

for (const locale of ['en', 'zh']) {
  const page = await browser.newPage();
  const start = locale === 'zh' ? '/zh/guide/start/introduction' : '/guide/start/introduction';
  await page.goto(origin + start);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  let bytes = 0;
  page.on('response', async (res) => {
    try {
      bytes += zlib.gzipSync(await res.body()).length;
    } catch {
      // redirects have no body
    }
  });
  const input = page.locator('.navbar .navbar__search-input');
  const mine = cases.filter((c) => c.locale === locale);
  let page1 = 0;
  let anchor1 = 0;
  const times = [];
  let first = true;
  for (const c of mine) {
    await page.keyboard.press('Control+k');
    await input.fill('');
    const t0 = Date.now();
    await input.fill(c.query);
    await page
      .locator('.navbar [role="listbox"] [role="option"]')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    times.push(Date.now() - t0);
    if (first) {
      await page.waitForTimeout(500);
      console.log(`${locale}: first search downloaded ${(bytes / 1024).toFixed(0)} KB gzip`);
      first = false;
    }
    await input.press('Enter');
    await page.waitForTimeout(300);
    const url = new URL(page.url());
    const got = decodeURI(url.pathname.replace(/\/$/, '') || '/') + url.hash;
    const want = expectedUrl(c);
    const wantPage = want.split('#')[0].replace(/\/$/, '') || '/';
    const gotPage = got.split('#')[0];
    if (gotPage === wantPage) page1 += 1;
    if (gotPage === wantPage && (url.hash || '') === (c.anchor ? `#${c.anchor}` : '')) anchor1 += 1;
    if (gotPage !== wantPage) console.log(`  miss ${JSON.stringify(c.query)} → ${got} (want ${want})`);
  }
  const n = mine.length;
  console.log(
    `${locale}: page@1 ${((100 * page1) / n).toFixed(0)}%  anchor@1 ${((100 * anchor1) / n).toFixed(0)}%  ` +
      `typing→results p50 ${pct(times, 50)} ms p90 ${pct(times, 90)} ms (${n} queries)`,
  );
  await page.close();
}
await browser.close();
server.close();
