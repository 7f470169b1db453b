// `npm run bench:size`: the JS and CSS (gzip) a reader downloads before the
// first interaction: each page is opened in Chromium (1280×800, no clicks or
// scrolling) and every script and stylesheet fetched until the network is idle
// is counted, gzip-compressed at level 9 as a static host would serve it.
// Targets: <= 200 KB per page; the home page within 10% of a doc page's JS.
import { spawn } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = 3300;
const PAGES = ['/', '/guide/start/introduction', '/config/', '/config/output', '/config/stats', '/blog/announcing-0-1'];
const LOCALES = ['', '/zh'];

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
try {
  for (const prefix of LOCALES) {
    for (const page of PAGES) {
      const url = `${prefix}${page === '/' && prefix ? '/' : page}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type === 'script' ? 'js' : 'css'] += zlib.gzipSync(body, { level: 9 }).length;
          }),
        );
      });
      await tab.goto(`http://localhost:${PORT}${url}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      rows.push({ page: url, ...sizes });
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}

console.log('JS and CSS loaded before any interaction (gzip -9)\n');
console.log(`${'page'.padEnd(32)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`);
for (const r of rows) {
  console.log(`${r.page.padEnd(32)}${kb(r.js).padStart(10)}${kb(r.css).padStart(10)}${kb(r.js + r.css).padStart(10)}`);
}
const home = rows.find((r) => r.page === '/');
const doc = rows.find((r) => r.page === '/guide/start/introduction');
console.log(`\nhome JS vs doc JS: ${((home.js / doc.js) * 100).toFixed(1)}% (target <= 110%)`);
console.log(`largest page: ${kb(Math.max(...rows.map((r) => r.js + r.css)))} (target <= 200 KB)`);
