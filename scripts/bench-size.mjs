// `npm run bench:size`: how much JS and CSS (gzip) a reader downloads before the
// first interaction, per page and language, read from the production build.
// Counts every <script src>, stylesheet and script/style preload in the HTML.
// Target (README of the team): <= 200 KB per page; home within 10% of a doc page's JS.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve('build');
const PAGES = ['/', '/guide/start/introduction', '/config/', '/blog/announcing-0-1'];
const LOCALES = [
  { name: 'en', prefix: '' },
  { name: 'zh', prefix: '/zh' },
];

if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

function htmlFile(urlPath) {
  return path.join(BUILD, urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}/index.html`);
}

function firstLoadAssets(html) {
  const assets = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)) assets.add(src);
  for (const [tag] of html.matchAll(/<link[^>]+>/g)) {
    const href = /href=["']?([^"' >]+)/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel=["']?stylesheet/.test(tag) || /rel=["']?preload/.test(tag) && /as=["']?(script|style)/.test(tag)) {
      assets.add(href);
    }
  }
  return [...assets].filter((a) => !/^https?:/.test(a));
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const locale of LOCALES) {
  for (const page of PAGES) {
    const url = `${locale.prefix}${page}`;
    const html = fs.readFileSync(htmlFile(url), 'utf8');
    let js = 0;
    let css = 0;
    for (const asset of firstLoadAssets(html)) {
      const size = gzipSize(path.join(BUILD, asset));
      if (asset.endsWith('.css')) css += size;
      else js += size;
    }
    rows.push({ page: url, js, css, html: zlib.gzipSync(html).length });
  }
}

console.log('First-load bytes per page (gzip, level 9)\n');
console.log(`${'page'.padEnd(32)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'JS+CSS'.padStart(10)}${'HTML'.padStart(10)}`);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(32)}${kb(r.js).padStart(10)}${kb(r.css).padStart(10)}${kb(r.js + r.css).padStart(10)}${kb(r.html).padStart(10)}`,
  );
}
const home = rows.find((r) => r.page === '/');
const doc = rows.find((r) => r.page === '/guide/start/introduction');
console.log(`\nhome JS / doc JS: ${((home.js / doc.js) * 100).toFixed(1)}% (target <= 110%)`);
console.log(`largest page: ${kb(Math.max(...rows.map((r) => r.js + r.css)))} JS+CSS (target <= 200 KB)`);
