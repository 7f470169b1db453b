// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated throttling) on
// the production build, served gzip-compressed as a static host would. Each page
// is measured twice, alternating run by run: as built, and the same HTML with
// every script removed, the floor no JavaScript can beat. Absolute figures move
// with the machine's speed and load, so the goal is stated against the floor:
// each page within 5 points and 150 ms TBT of its floor, the floor >= 95.
//
//   BUILD_DIR=/tmp/build  the build to serve (default: build/)
//   RUNS=n                runs per page and variant (default 5)
//   QUICK=1 or --quick    3 runs of /guide/start/introduction and /config/output, English only
//   PAGES=/a,/zh/b        the pages to measure
//   LONG_TASKS=1          also print each run's long tasks (start, duration and the script
//                         Lighthouse attributes them to), to see where the TBT gap comes from
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const LONG_TASKS = process.env.LONG_TASKS === '1';
const QUICK = process.env.QUICK === '1' || process.argv.includes('--quick');
const RUNS = Number(process.env.RUNS ?? (QUICK ? 3 : 5));
const DOC_PAGES = [
  '/guide/start/introduction',
  '/config/output',
  '/config/module',
  '/plugins/rspack/html-rspack-plugin',
  '/api/plugin-api/compilation-hooks',
  '/blog/announcing-1-5',
];
const PAGES = process.env.PAGES
  ? process.env.PAGES.split(',')
  : QUICK
    ? ['/guide/start/introduction', '/config/output']
    : [...DOC_PAGES, ...DOC_PAGES.map((p) => `/zh${p}`)];
const ROOT = path.resolve(process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.PORT ?? 3200);
const FLOOR = '?floor';

if (!fs.existsSync(path.join(ROOT, 'index.html'))) {
  console.error(`No build in ${ROOT}: build first (npx docusaurus build --out-dir ${ROOT}).`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a clean URL maps to, as the static hosts of the deploy configuration resolve it. */
function resolveFile(urlPath) {
  const clean = path.join(ROOT, decodeURIComponent(urlPath));
  if (!clean.startsWith(ROOT)) return null;
  const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/** The page with every script gone: inline and external scripts and their preloads (the HTML is minified: attributes may be unquoted). */
function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

const gzipCache = new Map();
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const file = resolveFile(url.pathname);
  if (!file) {
    res.writeHead(404).end('not found');
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const floor = url.search === FLOOR && file.endsWith('.html');
  const key = `${file}${floor ? FLOOR : ''}`;
  let body = gzipCache.get(key);
  if (!body) {
    let raw = fs.readFileSync(file);
    if (floor) raw = Buffer.from(stripScripts(raw.toString('utf8')));
    body = /^(text|application\/json|image\/svg)/.test(type) ? zlib.gzipSync(raw, { level: 9 }) : raw;
    body.gzipped = body !== raw;
    gzipCache.set(key, body);
  }
  res.writeHead(200, {
    'Content-Type': type,
    ...(body.gzipped && { 'Content-Encoding': 'gzip' }),
    'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  res.end(body);
});
await new Promise((resolve) => server.listen(PORT, resolve));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function measure(url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (LONG_TASKS) {
    const tasks = lhr.audits['long-tasks'].details?.items ?? [];
    const script = (u) => (u.startsWith('http') ? new URL(u).pathname.split('/').pop() : u);
    console.log(
      `    long tasks (${url.endsWith(FLOOR) ? 'floor' : 'built'}): ${tasks.map((t) => `${script(t.url)} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`).join(', ') || 'none'}`,
    );
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    load: os.loadavg()[0],
  };
}

const summarize = (runs) => ({
  score: median(runs.map((r) => r.score)),
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  cls: median(runs.map((r) => r.cls)),
});
const fmt = {
  score: (v) => String(Math.round(v)),
  tbt: (v) => `${Math.round(v)} ms`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
};

const results = [];
try {
  console.log(
    `Lighthouse mobile, ${RUNS} alternating runs per page (built, floor = same HTML without scripts), medians; ${os.cpus().length} cores\n`,
  );
  for (const page of PAGES) {
    const built = [];
    const floor = [];
    for (let i = 0; i < RUNS; i += 1) {
      built.push(await measure(`http://localhost:${PORT}${page}`));
      floor.push(await measure(`http://localhost:${PORT}${page}${FLOOR}`));
    }
    const b = summarize(built);
    const f = summarize(floor);
    results.push({ page, b, f });
    const runsLine = (label, runs) =>
      `    ${label} ${runs.map((r) => `${r.score}/${Math.round(r.tbt)}ms (load ${r.load.toFixed(1)})`).join('  ')}`;
    console.log(page);
    console.log(
      `  built  score ${fmt.score(b.score).padStart(3)}  TBT ${fmt.tbt(b.tbt).padStart(8)}  LCP ${fmt.lcp(b.lcp)}  CLS ${fmt.cls(b.cls)}`,
    );
    console.log(
      `  floor  score ${fmt.score(f.score).padStart(3)}  TBT ${fmt.tbt(f.tbt).padStart(8)}  LCP ${fmt.lcp(f.lcp)}  CLS ${fmt.cls(f.cls)}`,
    );
    console.log(
      `  gap    score ${String(Math.round(f.score - b.score)).padStart(3)}  TBT ${fmt.tbt(b.tbt - f.tbt).padStart(8)}  LCP ${`${((b.lcp - f.lcp) / 1000).toFixed(2)} s`}`,
    );
    console.log(runsLine('built:', built));
    console.log(runsLine('floor:', floor));
  }
} finally {
  await chrome.kill();
  server.close();
}

console.log(`\n${'page'.padEnd(44)}built  floor  gap   TBT built/floor/gap        LCP built/floor   CLS`);
for (const { page, b, f } of results) {
  console.log(
    page.padEnd(44) +
      fmt.score(b.score).padEnd(7) +
      fmt.score(f.score).padEnd(7) +
      String(Math.round(f.score - b.score)).padEnd(6) +
      `${Math.round(b.tbt)}/${Math.round(f.tbt)}/${Math.round(b.tbt - f.tbt)} ms`.padEnd(25) +
      `${fmt.lcp(b.lcp)}/${fmt.lcp(f.lcp)}`.padEnd(18) +
      fmt.cls(b.cls),
  );
}
const ok = results.every(({ b, f }) => f.score - b.score <= 5 && b.tbt - f.tbt <= 150 && f.score >= 95 && b.cls < 0.02);
console.log(
  `\ngoal (each page within 5 points and 150 ms TBT of its floor, floor >= 95, CLS < 0.02): ${ok ? 'met' : 'not met'}`,
);
