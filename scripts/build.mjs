// `npm run build`: builds each locale in a process of its own (scripts/build-steps.mjs says why),
// the default locale first. Extra arguments go to every `docusaurus build`:
// `npm run build -- --out-dir /tmp/site`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildSteps } from './build-steps.mjs';

const DOCUSAURUS = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

for (const step of buildSteps(process.argv.slice(2))) {
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [DOCUSAURUS, ...step.args], {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.on('exit', (status, signal) => resolve(signal ? 1 : status));
  });
  if (code !== 0) process.exit(code);
}
