// `npm run bench:build`: a cold production build of both languages (no
// .docusaurus, no Rspack persistent cache), then a warm rebuild that finds the
// persistent cache of the cold one, each timed with the peak resident memory of
// the whole process tree (sampled every 100 ms) and the load average beside it.
// Targets on 2 cores: cold <= 60 s and <= 1.5 GiB, warm <= 20 s.
//
//   OUT_DIR=/tmp/x          where to build (default: a temporary directory; build/ is left alone)
//   VARIANTS=1              also a cold and a warm build without the persistent cache
//                           (DOCUSAURUS_NO_PERSISTENT_CACHE) and a cold one without SSG worker
//                           threads (DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1)
//   LOCALE=en               one language only
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const OUT = path.resolve(process.env.OUT_DIR ?? path.join(os.tmpdir(), 'rspack-website-bench-build'));
const CACHE = 'node_modules/.cache';

/**
 * Resident memory (bytes) of a process and all its descendants, from /proc: the total and the part
 * of each program (node, with its worker threads and Rspack's native side; pagefind_extend; git).
 */
function treeRss(rootPid) {
  const children = new Map();
  const procs = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      procs.set(Number(entry), {
        name: /Name:\s+(\S+)/.exec(status)?.[1] ?? '?',
        rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
      });
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading it.
    }
  }
  let total = 0;
  const parts = {};
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    const proc = procs.get(pid);
    if (proc) {
      total += proc.rss;
      parts[proc.name] = (parts[proc.name] ?? 0) + proc.rss;
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, parts };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One `docusaurus build`; resolves with its wall time, peak memory and the load averages before and after. */
function build(label, env = {}) {
  fs.rmSync(OUT, { recursive: true, force: true });
  const loadBefore = load();
  const started = process.hrtime.bigint();
  const args = ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', OUT];
  if (process.env.LOCALE) args.push('--locale', process.env.LOCALE);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  let peak = 0;
  let peakParts = {};
  const timer = setInterval(() => {
    const { total, parts } = treeRss(child.pid);
    if (total > peak) [peak, peakParts] = [total, parts];
  }, 100);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        reject(new Error(`${label}: build failed with exit code ${code}`));
        return;
      }
      // Which programs the peak is made of (those above 10 MiB).
      const parts = Object.entries(peakParts)
        .filter(([, bytes]) => bytes > 10 * 1024 ** 2)
        .map(([name, bytes]) => `${name} ${(bytes / 1024 ** 3).toFixed(2)}`)
        .join(', ');
      const line = `${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s   peak ${(peak / 1024 ** 3).toFixed(2)} GiB (${parts})   load ${loadBefore} -> ${load()}`;
      console.log(line);
      resolve({ seconds, peak });
    });
  });
}

function clearCaches() {
  for (const dir of ['.docusaurus', CACHE]) fs.rmSync(dir, { recursive: true, force: true });
}

console.log(
  `${process.env.LOCALE ?? 'en + zh'} into ${OUT}, ${os.cpus().length} cores (load average 1/5/15 min before -> after)\n`,
);
clearCaches();
const cold = await build('cold (persistent cache, SSG worker threads)');
const warm = await build('warm (persistent cache of the cold build)');
if (process.env.VARIANTS) {
  clearCaches();
  await build('cold, no persistent cache', { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' });
  await build('warm, no persistent cache', { DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' });
  clearCaches();
  await build('cold, no SSG worker threads', { DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1' });
}
fs.rmSync(OUT, { recursive: true, force: true });
const gib = (b) => (b / 1024 ** 3).toFixed(2);
console.log(
  `\ncold ${cold.seconds.toFixed(1)} s (target <= 60), peak ${gib(cold.peak)} GiB (target <= 1.5), warm ${warm.seconds.toFixed(1)} s (target <= 20)`,
);
