// `npm run bench:bundle`: what the JavaScript every page loads first is made
// of. Builds the English site with BUNDLE_STATS=1 (plugins/bundle-stats writes
// the module list of each chunk), then prints the initial chunks with their
// gzip size on disk and the packages inside them, largest first, by size
// before minification.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = 'build-bundle-stats';
const TOP = Number(process.env.TOP ?? 25);

const build = spawnSync(
  process.execPath,
  ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--locale', 'en', '--out-dir', OUT],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BUNDLE_STATS: '1' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const chunks = JSON.parse(fs.readFileSync(path.join(OUT, 'bundle-stats.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** `react-dom`, `@docusaurus/theme-classic`, or a path inside the site. */
const owner = (name) => {
  const at = name.lastIndexOf('node_modules/');
  if (at < 0) return path.relative(process.cwd(), name);
  const parts = name.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

for (const chunk of chunks.filter((c) => c.initial && c.modules.length)) {
  const js = chunk.files.filter((f) => /\.(?:js|css)$/.test(f));
  const gzip = js.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(OUT, f))).length, 0);
  const raw = chunk.modules.reduce((n, m) => n + m.size, 0);
  console.log(
    `\n${chunk.names.join(', ') || '(unnamed)'}: ${js.join(', ')} — ${kb(gzip)} gzip, ${chunk.modules.length} modules, ${kb(raw)} before minification`,
  );
  const byOwner = new Map();
  for (const m of chunk.modules) byOwner.set(owner(m.name), (byOwner.get(owner(m.name)) ?? 0) + m.size);
  for (const [name, size] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${kb(size).padStart(10)}  ${((100 * size) / raw).toFixed(1).padStart(5)}%  ${name}`);
  }
}
fs.rmSync(OUT, { recursive: true, force: true });
