// `npm run bench:lighthouse`: Lighthouse (mobile, the default profile) on the
// local production build, home and doc pages in both languages.
// Targets: performance >= 95, accessibility 100.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = 3200;
const PAGES = ['/', '/guide/start/introduction', '/config/', '/config/output', '/zh/', '/zh/guide/start/introduction'];

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

try {
  console.log(`${'page'.padEnd(34)}perf  a11y  best  seo   LCP     TBT    CLS`);
  for (const page of PAGES) {
    const result = await lighthouse(`http://localhost:${PORT}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => String(Math.round((categories[id].score ?? 0) * 100)).padEnd(6);
    console.log(
      page.padEnd(34) +
        score('performance') +
        score('accessibility') +
        score('best-practices') +
        score('seo') +
        audits['largest-contentful-paint'].displayValue.padEnd(8) +
        audits['total-blocking-time'].displayValue.padEnd(7) +
        audits['cumulative-layout-shift'].displayValue,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}
