import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A source archive or a Docker build context has no .git. Docusaurus reads last-update dates
// from git only when future.experimental_vcs is on, so the config turns it off outside a
// worktree and the build goes on without the dates. This loads the config the way
// `docusaurus build` does, from a copy outside any worktree; building the whole copy takes
// minutes on two cores, so that is a manual check (README, "Deploy").

const ROOT = path.join(__dirname, '../..');
/** What docusaurus.config.ts imports and reads while it loads. */
const NEEDED = ['docusaurus.config.ts', 'package.json', 'tsconfig.json', 'plugins', 'src', 'static'];

/** The name of the VCS preset Docusaurus resolved `future.experimental_vcs` to. */
function vcsPresetIn(siteDir: string): string {
  const script = `const { VcsPresetNames, getVcsPreset } = require('@docusaurus/utils');
  require('@docusaurus/core/lib/server/config.js')
    .loadSiteConfig({ siteDir: process.argv[1] })
    .then(({ siteConfig }) => console.log(VcsPresetNames.find((n) => getVcsPreset(n) === siteConfig.future.experimental_vcs)))
    .catch((e) => { console.error(e); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script, siteDir], { cwd: siteDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim().split('\n').at(-1)!;
}

test('outside a git worktree the config loads with experimental_vcs off', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rspack-website-no-git-'));
  try {
    const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: copy });
    expect(git.status).not.toBe(0);
    for (const entry of NEEDED) fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    expect(vcsPresetIn(copy)).toBe('disabled');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('inside the worktree it reads the dates from git', () => {
  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: ROOT });
  // A CI checkout of a source archive has no worktree either; the test above covers that case.
  if (git.status !== 0) return;
  expect(vcsPresetIn(ROOT)).not.toBe('disabled');
});
