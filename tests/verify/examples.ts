/**
 * Check "Examples really build": the code blocks of a page that share a
 * `project="<id>"` attribute form a complete project. Each project is written
 * to a temporary folder (every block saved under its `title`), linked to the
 * repository's node_modules and built with the installed Rspack, the way a
 * reader who copies the files would build it. The build must exit with 0,
 * report no errors and write at least one file.
 *
 * How a project is built, first match wins:
 * 1. its `package.json` block has a `build` script: that script, run like
 *    `npm run build` does (shell, `node_modules/.bin` on the PATH);
 * 2. it has a `build.mjs` / `build.js` / `build.cjs` at its root and no
 *    `rspack.config.*` (a JavaScript API example): `node build.mjs`;
 * 3. otherwise `rspack build` from @rspack/cli; for the 0.x docs, build-0x.mjs
 *    builds the config with @rspack/core 0.7 instead.
 *
 * A project whose files differ from an earlier one only in comments (the
 * Chinese twin of a page, with translated comments) is built once.
 *
 * A block of a project may carry `expect="..."`: what the build must have
 * produced, so an example proves its effect and not only that it builds.
 * Assertions are separated by `; ` (a semicolon and a space), paths are relative to the project folder,
 * `*` matches within one path segment and `**` across segments:
 * - `dist/js/main.*.js`: some written file matches;
 * - `!dist/*.map`: no written file matches;
 * - `dist/main.js ~ text`: some matching file contains `text`;
 * - `dist/main.js !~ text`: no matching file contains `text`.
 * `(log)` names what the build printed: `(log) ~ build finished`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { CheckResult, CodeBlock, Page, Problem } from './pages';

const CHECK = 'examples';
/** A build of a docs example takes about a second; this only stops a hung one. */
const TIMEOUT_MS = 120_000;

export interface Project {
  id: string;
  page: Page;
  blocks: CodeBlock[];
}

interface BuildResult {
  project: Project;
  command: string;
  exitCode: number | null;
  output: string;
  /** Files the build wrote, relative to the project folder. */
  files: string[];
  /** The `expect` assertions that did not hold, one message each. */
  unmet: string[];
  seconds: number;
}

export interface Expectation {
  /** As written, for messages. */
  text: string;
  glob: string;
  /** `file`: a file matches; `content`: a matching file contains `needle`. */
  kind: 'file' | 'content';
  negated: boolean;
  needle?: string;
}

/** Parses one `expect` attribute (see the file comment); throws on a malformed assertion. */
export function parseExpectations(value: string): Expectation[] {
  // `; ` separates, so a needle may hold a bare `;` (`data:image/svg+xml;base64`).
  return value
    .split(/;(?:\s+|$)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => {
      const content = /^(\S+)\s+(!?)~\s+(.+)$/.exec(text);
      if (content) return { text, glob: content[1], kind: 'content', negated: content[2] === '!', needle: content[3] };
      const file = /^(!?)(\S+)$/.exec(text);
      if (file) return { text, glob: file[2], kind: 'file', negated: file[1] === '!' };
      throw new Error(`cannot read the assertion "${text}"`);
    });
}

/** `*` within a segment, `**` across segments, everything else literal. */
export function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split(/(\*\*\/?|\*)/)
    .map((part) => {
      if (part === '**' || part === '**/') return part === '**/' ? '(?:.*/)?' : '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** The assertions that fail for the files a build wrote; `read` gives a file's text. */
export function unmetExpectations(
  expectations: Expectation[],
  files: string[],
  read: (file: string) => string,
): string[] {
  const unmet: string[] = [];
  for (const e of expectations) {
    const matching = files.filter((f) => globToRegExp(e.glob).test(f));
    if (e.kind === 'file') {
      if (!e.negated && matching.length === 0) unmet.push(`expected a file matching ${e.glob}, none was written`);
      if (e.negated && matching.length > 0)
        unmet.push(`expected no file matching ${e.glob}, found ${matching.slice(0, 3).join(', ')}`);
      continue;
    }
    if (matching.length === 0) {
      unmet.push(`expected a file matching ${e.glob} to check "${e.needle}" in, none was written`);
      continue;
    }
    const holders = matching.filter((f) => read(f).includes(e.needle!));
    if (!e.negated && holders.length === 0) unmet.push(`expected ${e.glob} to contain "${e.needle}", it does not`);
    if (e.negated && holders.length > 0) unmet.push(`expected ${holders[0]} not to contain "${e.needle}", it does`);
  }
  return unmet;
}

/** Every assertion of a project, from the `expect` attributes of its blocks. */
export function projectExpectations(project: Project): Expectation[] {
  return project.blocks.flatMap((b) => (b.attrs.expect === undefined ? [] : parseExpectations(b.attrs.expect)));
}

/** Groups the blocks of each page by their `project` attribute, in page order. */
export function findProjects(pages: Page[]): Project[] {
  const projects: Project[] = [];
  for (const page of pages) {
    const byId = new Map<string, Project>();
    for (const block of page.blocks) {
      const id = block.attrs.project;
      if (id === undefined) continue;
      if (!byId.has(id)) byId.set(id, { id, page, blocks: [] });
      byId.get(id)!.blocks.push(block);
    }
    projects.push(...byId.values());
  }
  return projects;
}

function problem(project: Project, message: string, block: CodeBlock = project.blocks[0]): Problem {
  return { check: CHECK, file: project.page.file, line: block.line, message: `project "${project.id}": ${message}` };
}

function safeTitle(block: CodeBlock): string | undefined {
  const title = (block.attrs.title ?? '').trim().replace(/^\.\//, '');
  return /^[\w@.][\w./@-]*$/.test(title) && !title.split('/').includes('..') ? title : undefined;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Problems that make a project impossible to write: missing or repeated titles, partial files. */
function validate(project: Project): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const block of project.blocks) {
    const title = safeTitle(block);
    if (!project.id.trim()) problems.push(problem(project, 'the project attribute needs an id', block));
    if (!title) {
      problems.push(problem(project, 'every block of a project needs a title="relative/path" to be saved as', block));
    } else if (seen.has(title)) {
      problems.push(problem(project, `${title} appears twice in the project`, block));
    } else {
      seen.add(title);
    }
    if (block.flags.has('fragment')) {
      problems.push(problem(project, `${title ?? 'a block'} is a fragment; a project needs whole files`, block));
    }
    if (title === 'package.json' && !parsesAsJson(block.code)) {
      problems.push(problem(project, 'package.json is not valid JSON', block));
    }
    if (block.attrs.expect !== undefined) {
      try {
        if (parseExpectations(block.attrs.expect).length === 0)
          problems.push(problem(project, 'expect="" names no assertion', block));
      } catch (error) {
        problems.push(problem(project, `expect: ${(error as Error).message}`, block));
      }
    }
  }
  return problems;
}

/**
 * Writes the project to `<temp>/project/` next to `<temp>/node_modules`, a
 * link to the repository's packages. Packages resolve as they would from a
 * project's own node_modules, while what a build writes under
 * `node_modules/` of the project (an example's persistent cache,
 * `node_modules/.cache/rspack`) lands in the temporary folder instead of the
 * repository's node_modules.
 */
function writeProject(project: Project, temp: string, root: string): string {
  if (project.page.version === '0.x') linkPackages07(temp, root);
  else fs.symlinkSync(path.join(root, 'node_modules'), path.join(temp, 'node_modules'), 'dir');
  const dir = path.join(temp, 'project');
  for (const block of project.blocks) {
    const file = path.join(dir, safeTitle(block)!);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, block.code.endsWith('\n') ? block.code : `${block.code}\n`);
  }
  return dir;
}

/**
 * An example of the 0.x docs sees the repository's packages with
 * `@rspack/core` replaced by the 0.7 release (the `@rspack/core-0.7` alias).
 */
function linkPackages07(temp: string, root: string): void {
  const modules = path.join(temp, 'node_modules');
  fs.mkdirSync(path.join(modules, '@rspack'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '@rspack') fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const name of fs.readdirSync(path.join(root, 'node_modules/@rspack'))) {
    const target = name === 'core' ? 'core-0.7' : name;
    fs.symlinkSync(path.join(root, 'node_modules/@rspack', target), path.join(modules, '@rspack', name), 'dir');
  }
}

/** The command a reader would run to build the project (see the file comment). */
export function buildCommand(project: Project, root: string): { command: string; args: string[]; shown: string } {
  const titles = project.blocks.map(safeTitle);
  const pkgBlock = project.blocks.find((b) => safeTitle(b) === 'package.json');
  if (pkgBlock) {
    const script = (JSON.parse(pkgBlock.code) as { scripts?: Record<string, string> }).scripts?.build;
    // The 0.x docs' `rspack build` is the 0.7 CLI, which the site does not install: build-0x.mjs stands in.
    if (script && !(project.page.version === '0.x' && /^rspack build\s*$/.test(script))) {
      return { command: '/bin/sh', args: ['-c', script], shown: script };
    }
  }
  const script = titles.find((t) => t && /^build\.[cm]?js$/.test(t));
  if (script && !titles.some((t) => t && /^rspack\.config\./.test(t))) {
    return { command: process.execPath, args: [script], shown: `node ${script}` };
  }
  if (project.page.version === '0.x') {
    return { command: process.execPath, args: [path.join(__dirname, 'build-0x.mjs')], shown: 'rspack build (0.7)' };
  }
  const cli = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  return { command: process.execPath, args: [cli, 'build'], shown: 'rspack build' };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  bin: string,
): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    };
    // The CLI chooses the mode from NODE_ENV when the config does not; a reader's shell has none.
    delete env.NODE_ENV;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ exitCode: null, output: `${output}\n${error.message}` }));
    child.on('close', (exitCode) => resolve({ exitCode, output }));
  });
}

/** The name `expect` uses for the build's terminal output. */
const LOG = '(log)';

/**
 * Every file under `dir`, relative to it. Of node_modules only the caches a
 * build writes count (`node_modules/.cache/rspack/...`); packages resolve
 * through the link next to the project.
 */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !/^node_modules(?:\/|$)/.test(f) || f.startsWith('node_modules/.cache/'))
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

async function build(project: Project, root: string): Promise<BuildResult> {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `rspack-example-${project.id.replace(/\W/g, '_')}-`));
  const started = Date.now();
  try {
    const dir = writeProject(project, temp, root);
    const { command, args, shown } = buildCommand(project, root);
    const result = await run(command, args, dir, path.join(root, 'node_modules/.bin'));
    // Messages name files relative to the project, not the random temporary folder.
    const output = result.output.split(dir).join('.');
    const { exitCode } = result;
    const written = new Set(project.blocks.map(safeTitle));
    const files = listFiles(dir).filter((f) => !written.has(f));
    const read = (f: string): string => (f === LOG ? output : fs.readFileSync(path.join(dir, f), 'utf8'));
    const unmet = unmetExpectations(projectExpectations(project), [...files, LOG], read);
    return { project, command: shown, exitCode, output, files, unmet, seconds: (Date.now() - started) / 1000 };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

const SCRIPT_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Comments that change a build: webpack magic comments and pure annotations. */
const MAGIC_COMMENT = /\/\*[^*]*?(?:webpack[A-Z]\w*\s*:|[@#]__PURE__|@vite-ignore)[^*]*\*\//g;

/** A script without its comments (reprinted by TypeScript), plus the comments that matter to Rspack. */
function withoutComments(code: string, title: string): string {
  const sf = ts.createSourceFile(title, code, ts.ScriptTarget.Latest, false);
  const printed = ts.createPrinter({ removeComments: true }).printFile(sf);
  return `${printed}\n${(code.match(MAGIC_COMMENT) ?? []).join('\n')}`;
}

/** What decides the build: every file by name and content, comments of scripts left out. */
export function fingerprint(project: Project): string {
  const files = project.blocks.map((block) => {
    const title = safeTitle(block) ?? '';
    return [title, SCRIPT_FILE.test(title) ? withoutComments(block.code, title) : block.code];
  });
  const expectations = projectExpectations(project).map((e) => e.text);
  return JSON.stringify([files.sort(([a], [b]) => a.localeCompare(b)), expectations]);
}

/** The lines of a build log worth quoting in a one-line problem. */
export function excerpt(output: string): string {
  const lines = output
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour codes of a build log.
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines.findIndex((l) => /\berror\b/i.test(l));
  const picked = first >= 0 ? lines.slice(first, first + 4) : lines.slice(-4);
  const text = picked.join(' | ');
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

function judge(result: BuildResult): Problem[] {
  const { project, exitCode, output, files, command } = result;
  if (exitCode !== 0) {
    const how = exitCode === null ? 'did not finish' : `exited with ${exitCode}`;
    return [problem(project, `\`${command}\` ${how}: ${excerpt(output)}`)];
  }
  if (/^\s*ERROR\b/m.test(output)) {
    return [problem(project, `\`${command}\` reported errors: ${excerpt(output)}`)];
  }
  if (files.length === 0) {
    return [problem(project, `\`${command}\` wrote no output files`)];
  }
  const expecting = project.blocks.find((b) => b.attrs.expect !== undefined) ?? project.blocks[0];
  return result.unmet.map((message) => problem(project, `\`${command}\`: ${message}`, expecting));
}

/** `dist/ (3 files)`: where the build wrote, by top-level folder. */
function describeOutput(files: string[]): string {
  const counts = new Map<string, number>();
  for (const file of files) {
    const top = file.includes('/') ? `${file.split('/')[0]}/` : file;
    counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  return [...counts].map(([where, n]) => `${where} (${n} file${n === 1 ? '' : 's'})`).join(', ');
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function check(pages: Page[], root: string): Promise<CheckResult> {
  const started = Date.now();
  const projects = findProjects(pages);
  const problems: Problem[] = [];
  const buildable = projects.filter((p) => {
    const invalid = validate(p);
    problems.push(...invalid);
    return invalid.length === 0;
  });
  const byFingerprint = new Map<string, Project>();
  const sameAs = new Map<Project, Project>();
  for (const project of buildable) {
    const key = fingerprint(project);
    const first = byFingerprint.get(key);
    if (first) sameAs.set(project, first);
    else byFingerprint.set(key, project);
  }
  // Rspack builds on all cores itself; two at a time hides process start-up.
  const built = await pool([...byFingerprint.values()], 2, (p) => build(p, root));
  const results = new Map(built.map((r) => [r.project, r]));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const asserting = buildable.filter((p) => projectExpectations(p).length);
  // Every page of the configuration reference proves at least one option's effect.
  for (const page of pages.filter((p) => p.kind === 'doc' && /(?:^docs|\/current)\/config\/[^_/][^/]*$/.test(p.file))) {
    if (!asserting.some((p) => p.page === page)) {
      problems.push({
        check: CHECK,
        file: page.file,
        line: 1,
        message: 'a configuration page needs a project="..." example with expect="..." (what the build must produce)',
      });
    }
  }
  const assertions = asserting.reduce((n, p) => n + projectExpectations(p).length, 0);
  const summary = [
    `${buildable.length} projects checked, ${built.length} built (the others differ from one only in comments) in ${seconds} s`,
    `${asserting.length} projects assert their effect (${assertions} assertions on the files they write)`,
  ];
  for (const project of buildable) {
    const original = sameAs.get(project);
    const result = results.get(original ?? project)!;
    const found = judge({ ...result, project });
    problems.push(...found);
    const checked = projectExpectations(project).length;
    const outcome = found.length
      ? 'FAILED'
      : `${describeOutput(result.files)}${checked ? `, ${checked} expected effect${checked === 1 ? '' : 's'} seen` : ''}`;
    const how = original ? `same build as ${original.page.file}` : `${result.command}, ${result.seconds.toFixed(1)} s`;
    summary.push(`  ${project.id} (${project.page.file}): ${outcome}; ${how}`);
  }
  return { name: 'Examples really build', problems, summary };
}
