// `npm run bench:build`: a cold production build of both languages, timed, with
// the peak resident memory of the whole process tree (sampled every 100 ms).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we were reading it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const started = process.hrtime.bigint();
const child = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
let peak = 0;
const timer = setInterval(() => {
  peak = Math.max(peak, treeRss(child.pid));
}, 100);

child.on('exit', (code) => {
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) {
    console.error(`build failed with exit code ${code}`);
    process.exit(code ?? 1);
  }
  console.log(`cold build, en + zh: ${seconds.toFixed(1)} s, peak memory ${(peak / 1024 ** 3).toFixed(2)} GiB`);
});
