// `npm run bench:build`: a cold production build of both languages (no
// .docusaurus, no Rspack persistent cache), then a warm rebuild that finds the
// persistent cache of the cold one. Each runs exactly what `npm run build` runs
// (scripts/build.mjs: one `docusaurus build` process per locale), timed with the
// peak resident memory of the whole process tree (sampled every 100 ms), the
// peak of each locale's process with its children, and the load average beside it.
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
 * Resident memory (bytes) of a process and all its descendants, from /proc: the total, the part of
 * each program (node, with its worker threads and Rspack's native side; pagefind_extend; git) and
 * the total of each direct child's tree, named by the locale it builds (`--locale en`).
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
  const sum = (pid, parts) => {
    let total = 0;
    const stack = [pid];
    while (stack.length) {
      const pid = stack.pop();
      const proc = procs.get(pid);
      if (proc) {
        total += proc.rss;
        if (parts) parts[proc.name] = (parts[proc.name] ?? 0) + proc.rss;
      }
      stack.push(...(children.get(pid) ?? []));
    }
    return total;
  };
  const parts = {};
  const total = sum(rootPid, parts);
  const steps = {};
  for (const pid of children.get(rootPid) ?? []) {
    try {
      // Just forked, a child still shows the command line of scripts/build.mjs: not counted yet.
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const i = argv.indexOf('--locale');
      if (i >= 0) steps[argv[i + 1]] = sum(pid);
    } catch {
      // Ended meanwhile.
    }
  }
  return { total, parts, steps };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const gib = (b) => (b / 1024 ** 3).toFixed(2);

/** One `npm run build`; resolves with its wall time, peak memory and the load averages before and after. */
function build(label, env = {}) {
  fs.rmSync(OUT, { recursive: true, force: true });
  const loadBefore = load();
  const started = process.hrtime.bigint();
  const args = ['scripts/build.mjs', '--out-dir', OUT];
  if (process.env.LOCALE) args.push('--locale', process.env.LOCALE);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  let peak = 0;
  let peakParts = {};
  const stepPeaks = {};
  const timer = setInterval(() => {
    const { total, parts, steps } = treeRss(child.pid);
    if (total > peak) [peak, peakParts] = [total, parts];
    for (const [step, bytes] of Object.entries(steps)) stepPeaks[step] = Math.max(stepPeaks[step] ?? 0, bytes);
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
        .map(([name, bytes]) => `${name} ${gib(bytes)}`)
        .join(', ');
      const steps = Object.entries(stepPeaks)
        .map(([step, bytes]) => `${step} ${gib(bytes)}`)
        .join(', ');
      console.log(
        `${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s   peak ${gib(peak)} GiB (${parts}; per process: ${steps})   load ${loadBefore} -> ${load()}`,
      );
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
console.log(
  `\ncold ${cold.seconds.toFixed(1)} s (target <= 60), peak ${gib(cold.peak)} GiB (target <= 1.5), warm ${warm.seconds.toFixed(1)} s (target <= 20)`,
);
