/**
 * "Exports exist": what the pages say you can reach in Rspack must be there in
 * the installed release.
 *
 * (a) `rspack.X`, `rspack.optimize.X`, `new rspack.X(...)`, `compiler.rspack.X`
 *     and `import { X } from '@rspack/core'` name values of the real
 *     `require('@rspack/core')` module;
 * (b) flags given to `rspack build|serve|preview` are accepted by that command
 *     of @rspack/cli, read from the CLI's own `--help`;
 * (c) hook headings of the plugin API pages (`## hooks.emit`,
 *     `### compilation.hooks.processAssets`) are hooks of a real Compiler,
 *     Compilation, module factory, stats factory/printer or plugin hook map,
 *     taken from a tiny build run with the installed @rspack/core.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { coreExportNames } from './options';
import { pageKey, ROOT, type CheckResult, type Page, type Problem } from './pages';

const CHECK = 'exports';

const isDoc = (page: Page): boolean => page.kind === 'doc';
const docPath = (page: Page): string => pageKey(page).replace(/^doc:/, '');

// ---------------------------------------------------------------------------
// (a) Exports

export interface ExportRef {
  /** `rspack.optimize.SplitChunksPlugin` -> ['optimize', 'SplitChunksPlugin']. */
  segments: string[];
  /** True for names in `import { X } from '@rspack/core'`, which may also be types. */
  imported: boolean;
  /** A file name or address (`rspack.config.mjs`, `rspack.pftrace`, `rspack.rs/...`), not checked. */
  fileLike: boolean;
  line: number;
}

/** `rspack.a.b` not preceded by a word, dot, slash or `@` (so not `@rspack/core`, `create-rspack`, URLs). */
const MEMBER_REF = /(?<![\w$@/.-])rspack((?:\.[A-Za-z_$][\w$]*)+)/g;
/** The module a plugin receives as `compiler.rspack` (and its alias `compiler.webpack`). */
const COMPILER_REF = /\bcompiler\.(?:rspack|webpack)((?:\.[A-Za-z_$][\w$]*)+)/g;
const IMPORT_REF = /\bimport\s+(type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]@rspack\/core['"]/g;
const REQUIRE_REF = /\b(?:const|let|var)\s*\{([^}]*)\}\s*=\s*require\(\s*['"]@rspack\/core['"]\s*\)/g;
/** `rspack.config.mjs`, `rspack.prod.ts`, `rspack.pftrace` (the trace file): file names, not members. */
const FILE_EXTENSION = /^(?:[cm]?[jt]sx?|json|md|mdx|css|html|ya?ml|pftrace|log|txt|map)$/;
/** `rspack.rs` and `rspack.dev` are the project's domains. */
const DOMAINS = new Set(['rs', 'dev']);

const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/**
 * A member chain that is a file name or address rather than code: it ends in
 * a file extension (`rspack.config.mjs`), continues as a glob or path
 * (`rspack.config.*`, `rspack.rs/guide`), or is a bare domain.
 */
function isFileOrAddress(segments: string[], after: string): boolean {
  if (FILE_EXTENSION.test(segments[segments.length - 1])) return true;
  if (/^(?:\.[*{[]|[/@:-]\w)/.test(after)) return true;
  return segments.length === 1 && DOMAINS.has(segments[0]);
}

function memberRefs(source: string, pattern: RegExp): ExportRef[] {
  const refs: ExportRef[] = [];
  for (const m of source.matchAll(pattern)) {
    const segments = m[1].slice(1).split('.');
    const after = source.slice(m.index + m[0].length, m.index + m[0].length + 2);
    refs.push({ segments, imported: false, fileLike: isFileOrAddress(segments, after), line: lineAt(source, m.index) });
  }
  return refs;
}

/** Names of `{ A, B as C, type D }` (import) or `{ A, B: C }` (destructuring), types left out. */
function namedRefs(source: string, list: string, listOffset: number): ExportRef[] {
  const refs: ExportRef[] = [];
  let offset = listOffset;
  for (const part of list.split(',')) {
    const name = /^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1];
    if (name && name !== 'type') {
      refs.push({
        segments: [name],
        imported: true,
        fileLike: false,
        line: lineAt(source, offset + part.indexOf(name)),
      });
    }
    offset += part.length + 1;
  }
  return refs;
}

/** Every reference to an export of @rspack/core on a page, with its line. */
export function exportRefs(page: Page): ExportRef[] {
  const { source } = page;
  const refs = [...memberRefs(source, MEMBER_REF), ...memberRefs(source, COMPILER_REF)];
  for (const m of source.matchAll(IMPORT_REF)) {
    if (m[1]) continue; // `import type { ... }` names types only
    refs.push(...namedRefs(source, m[2], m.index + m[0].indexOf('{') + 1));
  }
  for (const m of source.matchAll(REQUIRE_REF)) {
    refs.push(...namedRefs(source, m[1], m.index + m[0].indexOf('{') + 1));
  }
  return refs.sort((a, b) => a.line - b.line);
}

/** The first segment of the chain that the module does not have, or -1 when all exist. */
export function missingSegment(root: unknown, segments: string[]): number {
  let current = root;
  for (let i = 0; i < segments.length; i += 1) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return i;
    if (!(segments[i] in current)) return i;
    try {
      current = (current as Record<string, unknown>)[segments[i]];
    } catch {
      return i;
    }
  }
  return -1;
}

export interface ExportTruth {
  /** The real `require('@rspack/core')`. */
  module: unknown;
  /** Exported names including types, read on demand (needs the type program). */
  typeNames: () => Set<string>;
}

export function checkExportRefs(pages: Page[], truth: ExportTruth): { problems: Problem[]; refs: number } {
  const problems: Problem[] = [];
  let refs = 0;
  for (const page of pages.filter(isDoc)) {
    for (const ref of exportRefs(page)) {
      if (ref.fileLike) continue;
      refs += 1;
      const missing = missingSegment(truth.module, ref.segments);
      if (missing < 0 || (ref.imported && truth.typeNames().has(ref.segments[0]))) continue;
      const written = ref.imported
        ? `import { ${ref.segments[0]} } from '@rspack/core'`
        : `rspack.${ref.segments.join('.')}`;
      const where = missing === 0 ? '@rspack/core' : `rspack.${ref.segments.slice(0, missing).join('.')}`;
      problems.push({
        check: CHECK,
        file: page.file,
        line: ref.line,
        message: `${written}: ${where} has no export "${ref.segments[missing]}" in the installed @rspack/core`,
      });
    }
  }
  return { problems, refs };
}

// ---------------------------------------------------------------------------
// (b) CLI flags

export interface CliCommand {
  name: string;
  aliases: string[];
  /** Every accepted spelling: `--config-name`, `--configName`, `-c`, `--no-watch`... */
  flags: Set<string>;
}

export interface CliSpec {
  commands: CliCommand[];
  /** The command plain `rspack --flag` runs. */
  defaultCommand: string;
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Lines of yargs help with their wrapped continuation lines (indented, not a new entry) joined on. */
function helpEntries(help: string): string[] {
  const entries: string[] = [];
  for (const line of help.split('\n')) {
    if (entries.length && /^\s{10,}\S/.test(line) && !/^\s+-/.test(line))
      entries[entries.length - 1] += ` ${line.trim()}`;
    else entries.push(line);
  }
  return entries;
}

/** `rspack --help`: the `Commands:` section gives names, aliases and the default. */
export function parseCommandList(help: string): {
  commands: { name: string; aliases: string[] }[];
  defaultCommand: string;
} {
  const commands: { name: string; aliases: string[] }[] = [];
  let defaultCommand = '';
  for (const entry of helpEntries(help)) {
    const m = /^\s+rspack (\w+)\b(.*)$/.exec(entry);
    if (!m) continue;
    const aliases = /\[aliases: ([^\]]+)\]/.exec(m[2])?.[1].split(/,\s*/) ?? [];
    commands.push({ name: m[1], aliases: aliases.filter((a) => a !== m[1]) });
    if (m[2].includes('[default]')) defaultCommand = m[1];
  }
  if (!commands.length || !defaultCommand) throw new Error('cannot read the command list of `rspack --help`');
  return { commands, defaultCommand };
}

/**
 * `rspack <command> --help`: one entry per option line (`-c, --config  text
 * [string]`); the type may sit on a continuation line. yargs accepts the
 * dashed and camelCase spellings of every name and `--no-x` for flags that
 * can be switched off (boolean or untyped, like `--hot`).
 */
export function parseCommandFlags(help: string): Set<string> {
  const flags = new Set<string>();
  for (const entry of helpEntries(help)) {
    const m = /^\s+(?:-(\w), )?--([\w-]+)\s*(.*)$/.exec(entry);
    if (!m) continue;
    const type = /\[(boolean|string|number|array|count)\]/.exec(m[3])?.[1];
    for (const name of new Set([m[2], kebab(m[2]), camel(m[2])])) {
      flags.add(`--${name}`);
      if (!type || type === 'boolean') flags.add(`--no-${name}`);
    }
    if (m[1]) flags.add(`-${m[1]}`);
  }
  return flags;
}

const run = promisify(execFile);

/** Asks the installed @rspack/cli for its commands and flags (one `--help` per command, in parallel). */
export async function loadCliSpec(root: string = ROOT): Promise<CliSpec> {
  const bin = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');
  const help = async (...args: string[]): Promise<string> =>
    (await run(process.execPath, [bin, ...args, '--help'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } }))
      .stdout;
  const { commands, defaultCommand } = parseCommandList(await help());
  const flags = await Promise.all(commands.map((c) => help(c.name)));
  return {
    commands: commands.map((c, i) => ({ ...c, flags: parseCommandFlags(flags[i]) })),
    defaultCommand,
  };
}

function findCommand(spec: CliSpec, word: string): CliCommand | undefined {
  return spec.commands.find((c) => c.name === word || c.aliases.includes(word));
}

export interface FlagUse {
  flag: string;
  line: number;
  /**
   * Commands the flag is given to. Every one of them must accept it; an empty
   * list means the text names no command, and one accepting it is enough.
   */
  commands: CliCommand[];
}

/** Flags of one token list (`--mode`, `-cw` -> `-c`, `-w`), stopping at `--`. */
function flagsOf(tokens: string[]): string[] {
  const flags: string[] = [];
  for (const raw of tokens) {
    const token = raw.replace(/[.,:;)）。，、]+$/, '');
    if (token === '--') break;
    if (/^--[A-Za-z][\w-]*/.test(token)) flags.push(token.split('=')[0]);
    else if (/^-[A-Za-z]+$/.test(token)) flags.push(...[...token.slice(1)].map((c) => `-${c}`));
  }
  return flags;
}

export interface Invocation {
  command: CliCommand;
  flags: string[];
}

/**
 * `rspack build --mode production`, `npx rspack dev --port 3000`: the command
 * word (or the default command when a flag follows `rspack` directly) and the
 * flags up to the end of the command (a quote, backtick, pipe, `;`, `&`, `#`).
 * Prose such as "rspack is fast" is no invocation.
 */
export function invocations(text: string, spec: CliSpec): Invocation[] {
  const found: Invocation[] = [];
  for (const m of text.matchAll(/(?<![\w@/.-])rspack[ \t]+([^`"'|;&)#\n]*)/g)) {
    const tokens = m[1].trim().split(/\s+/);
    const command = findCommand(spec, tokens[0]);
    if (!command && !tokens[0].startsWith('-')) continue;
    found.push({
      command: command ?? findCommand(spec, spec.defaultCommand)!,
      flags: flagsOf(command ? tokens.slice(1) : tokens),
    });
  }
  return found;
}

/** Pages about the CLI itself: every flag written in inline code there is an rspack flag. */
const CLI_PAGES = new Set(['api/cli.mdx', 'api/index.mdx', 'config/index.mdx']);
/** Lines that speak about Node.js flags (`NODE_OPTIONS=--experimental-strip-types`). */
const NODE_FLAGS = /NODE_OPTIONS|\bnode\s+-/;

/** A table cell listing commands: `build, serve`, `all`, `全部`, `serve、preview`. */
function commandsOfCell(cell: string, spec: CliSpec): CliCommand[] | null {
  const words = cell
    .trim()
    .replace(/`/g, '')
    .split(/\s*(?:,|、|\band\b|和)\s*/)
    .filter(Boolean);
  if (words.length === 1 && /^(all|全部|所有命令)$/i.test(words[0])) return spec.commands;
  const commands = words.map((w) => findCommand(spec, w.replace(/^rspack\s+/, '')));
  return words.length && commands.every(Boolean) ? (commands as CliCommand[]) : null;
}

/** The command a heading is about (`## rspack build`, `### serve`), if any. */
function commandOfHeading(text: string, spec: CliSpec): CliCommand | null {
  const m = /^`?(?:rspack\s+)?(\w+)`?$/.exec(text.trim()) ?? /`rspack\s+(\w+)/.exec(text);
  return (m && findCommand(spec, m[1])) ?? null;
}

/** Flags written alone in inline code (`--config`, `-c, --config <path>`). */
function spanFlags(text: string): string[] {
  const flags: string[] = [];
  for (const m of text.matchAll(/`(-[^`]*)`/g)) flags.push(...flagsOf(m[1].split(/[\s,、]+/)));
  return flags;
}

/**
 * Flags written alone on a prose line, with the commands they belong to. On
 * the CLI pages: in a table row with a command column, the flags of the first
 * cell belong to the listed commands (the other cells are description);
 * otherwise to the command of the section heading, if any. Elsewhere only
 * table rows whose first cell is an `rspack <command>` are read, for that
 * command: a sentence may pair `rspack build` with a CSS `--custom-property`.
 */
function proseFlagUses(page: Page, text: string, line: number, spec: CliSpec, cliPage: boolean): FlagUse[] {
  const cells = text.trim().startsWith('|')
    ? text
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
    : [];
  if (!cliPage) {
    const shown = cells.length ? [...cells[0].matchAll(/`([^`]*)`/g)].flatMap((m) => invocations(m[1], spec)) : [];
    const commands = [...new Set(shown.map((i) => i.command))];
    return commands.length ? spanFlags(cells.slice(1).join('|')).map((flag) => ({ flag, line, commands })) : [];
  }
  const rowCommands = cells.map((c) => commandsOfCell(c, spec)).find((c) => c);
  if (rowCommands) {
    return [
      ...spanFlags(cells[0]).map((flag) => ({ flag, line, commands: rowCommands })),
      ...spanFlags(cells.slice(1).join('|')).map((flag) => ({ flag, line, commands: [] })),
    ];
  }
  const heading = [...page.headings].reverse().find((h) => h.line < line && commandOfHeading(h.text, spec));
  const commands = heading ? [commandOfHeading(heading.text, spec)!] : [];
  return spanFlags(text).map((flag) => ({ flag, line, commands }));
}

/** Every rspack flag of one page: command invocations anywhere, and flags written alone (see above). */
export function flagUses(page: Page, spec: CliSpec): FlagUse[] {
  const uses: FlagUse[] = [];
  page.source.split('\n').forEach((text, i) => {
    for (const { command, flags } of invocations(text, spec)) {
      uses.push(...flags.map((flag) => ({ flag, line: i + 1, commands: [command] })));
    }
  });
  const cliPage = CLI_PAGES.has(docPath(page));
  for (const { text, line } of page.prose) {
    if (!NODE_FLAGS.test(text)) uses.push(...proseFlagUses(page, text, line, spec, cliPage));
  }
  return uses;
}

export function checkCliFlags(pages: Page[], spec: CliSpec): { problems: Problem[]; flags: number } {
  const problems: Problem[] = [];
  let flags = 0;
  for (const page of pages.filter(isDoc)) {
    for (const use of flagUses(page, spec)) {
      flags += 1;
      const refusing = use.commands.filter((c) => !c.flags.has(use.flag));
      const ok = use.commands.length ? !refusing.length : spec.commands.some((c) => c.flags.has(use.flag));
      if (ok) continue;
      const names = (use.commands.length ? refusing : spec.commands).map((c) => `rspack ${c.name}`);
      problems.push({
        check: CHECK,
        file: page.file,
        line: use.line,
        message: `${use.flag} is not accepted by ${names.join(use.commands.length ? ', ' : ' or ')} (@rspack/cli --help)`,
      });
    }
  }
  return { problems, flags };
}

// ---------------------------------------------------------------------------
// (c) Hooks

/** Hook names per owner: `compiler`, `compilation`, `normalModuleFactory`, `statsFactory`... */
export type HookOwners = Record<string, Set<string>>;

type Hooked = { hooks: Record<string, unknown> };
type CoreModule = {
  rspack: (options: Record<string, unknown>) => {
    hooks: Record<string, { tap: (name: string, fn: (...args: never[]) => void) => void }>;
    run: (callback: (error: Error | null, stats?: { toString: (options?: unknown) => string }) => void) => void;
    close: (callback: () => void) => void;
  };
  javascript: { JavascriptModulesPlugin: { getCompilationHooks: (c: unknown) => Record<string, unknown> } };
  RuntimePlugin: { getCompilationHooks: (c: unknown) => Record<string, unknown> };
  NormalModule: { getCompilationHooks: (c: unknown) => Record<string, unknown> };
};

const hookNames = (hooks: object | undefined): Set<string> => {
  const names = new Set<string>();
  for (let o: object | null = hooks ?? null; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Object.getOwnPropertyNames(o)) if (key !== 'constructor') names.add(key);
  }
  return names;
};

/**
 * Builds one tiny module with the installed @rspack/core and collects the hook
 * maps of every object the plugin API pages describe, as a plugin sees them.
 */
export async function loadHookOwners(root: string = ROOT): Promise<HookOwners> {
  const core = createRequire(path.join(root, 'package.json'))('@rspack/core') as CoreModule;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-hooks-'));
  fs.writeFileSync(path.join(dir, 'index.js'), 'export const answer = 42;\n');
  const owners: HookOwners = {};
  const keep = (name: string, hooks: object | undefined): void => {
    owners[name] = hookNames(hooks);
  };
  try {
    const compiler = core.rspack({
      context: dir,
      entry: './index.js',
      mode: 'none',
      output: { path: path.join(dir, 'dist') },
      infrastructureLogging: { level: 'none' },
    });
    keep('compiler', compiler.hooks);
    compiler.hooks.thisCompilation.tap('verify', ((compilation: Hooked) => {
      keep('compilation', compilation.hooks);
      keep('javascriptModulesPlugin', core.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation));
      keep('runtimePlugin', core.RuntimePlugin.getCompilationHooks(compilation));
      keep('normalModule', core.NormalModule.getCompilationHooks(compilation));
      const tap = (hook: string, owner: string): void =>
        (compilation.hooks[hook] as { tap: (n: string, fn: (o: Hooked) => void) => void }).tap('verify', (o) =>
          keep(owner, o.hooks),
        );
      tap('statsFactory', 'statsFactory');
      tap('statsPrinter', 'statsPrinter');
    }) as never);
    compiler.hooks.normalModuleFactory.tap('verify', ((f: Hooked) => keep('normalModuleFactory', f.hooks)) as never);
    compiler.hooks.contextModuleFactory.tap('verify', ((f: Hooked) => keep('contextModuleFactory', f.hooks)) as never);
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        if (error || !stats) return reject(error ?? new Error('no stats'));
        stats.toString({ preset: 'minimal' }); // creates the stats factory and printer
        compiler.close(resolve);
      });
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const owner of ['compilation', 'normalModuleFactory', 'contextModuleFactory', 'statsFactory', 'statsPrinter']) {
    if (!owners[owner]?.size) throw new Error(`the test build did not expose ${owner} hooks`);
  }
  return owners;
}

/** Plugin API pages: `docs/api/plugin-api/**` and the Chinese twins. */
export function isPluginApiPage(page: Page): boolean {
  return isDoc(page) && docPath(page).startsWith('api/plugin-api/');
}

/** `JavascriptModulesPlugin` and `javascriptModulesPlugin` name the same owner. */
const ownerName = (word: string): string => word.charAt(0).toLowerCase() + word.slice(1);

/**
 * Owners a page's unqualified headings (`## hooks.emit`) belong to, from the
 * file name: compiler-hooks.mdx -> compiler, normal-module-factory-hooks.mdx ->
 * normalModuleFactory, stats-hooks.mdx -> statsFactory and statsPrinter.
 * Pages named after nothing known (index.mdx) accept a hook of any owner.
 */
export function pageOwners(page: Page, owners: HookOwners): string[] {
  const base = camel(
    path.posix
      .basename(page.file)
      .replace(/\.mdx?$/, '')
      .replace(/-hooks?$/, ''),
  );
  if (base === 'stats') return ['statsFactory', 'statsPrinter'];
  return base in owners ? [base] : Object.keys(owners);
}

export interface HookHeading {
  owner: string | null;
  hook: string;
  line: number;
}

/**
 * The hook a heading names, or null for a prose heading. Forms (backticks
 * optional): `hooks.emit`, `compiler.hooks.emit`,
 * `compilation.hooks.processAssets`, `JavascriptModulesPlugin.hooks.chunkHash`,
 * or a bare lowercase hook name such as `emit`. Capitalised headings and
 * headings with spaces are prose.
 */
export function hookInHeading(text: string): { owner: string | null; hook: string } | null {
  let t = text.replace(/\s*<[A-Z][^>]*\/>\s*$/, '').trim();
  const quoted = /^`([^`]+)`$/.exec(t);
  if (quoted) t = quoted[1].trim();
  const qualified = /^(?:([A-Za-z_$][\w$]*)\.)?hooks\.([A-Za-z_$][\w$]*)$/.exec(t);
  if (qualified) return { owner: qualified[1] ? ownerName(qualified[1]) : null, hook: qualified[2] };
  return /^[a-z_$][\w$]*$/.test(t) ? { owner: null, hook: t } : null;
}

export function hookHeadings(page: Page): HookHeading[] {
  return page.headings
    .filter((h) => h.depth >= 2 && h.depth <= 4)
    .flatMap((h) => {
      const named = hookInHeading(h.text);
      return named ? [{ ...named, line: h.line }] : [];
    });
}

export function checkHookHeadings(pages: Page[], owners: HookOwners): { problems: Problem[]; hooks: number } {
  const problems: Problem[] = [];
  let hooks = 0;
  for (const page of pages.filter(isPluginApiPage)) {
    for (const heading of hookHeadings(page)) {
      hooks += 1;
      const problem = (message: string): void => {
        problems.push({ check: CHECK, file: page.file, line: heading.line, message });
      };
      if (heading.owner && !owners[heading.owner]) {
        problem(
          `"${heading.owner}.hooks.${heading.hook}": no such hook owner (known: ${Object.keys(owners).join(', ')})`,
        );
        continue;
      }
      const candidates = heading.owner ? [heading.owner] : pageOwners(page, owners);
      if (!candidates.some((o) => owners[o].has(heading.hook))) {
        problem(`"${heading.hook}" is not a hook of ${candidates.join(' or ')} in the installed @rspack/core`);
      }
    }
  }
  return { problems, hooks };
}

// ---------------------------------------------------------------------------

export async function check(pages: Page[], root: string = ROOT): Promise<CheckResult> {
  const started = Date.now();
  const load = createRequire(path.join(root, 'package.json'));
  const cliSpec = loadCliSpec(root); // spawns the CLI while the pages are scanned
  const current = pages.filter((p) => p.version === 'current');
  const old = pages.filter((p) => p.version === '0.x');
  const exportsNow = checkExportRefs(current, {
    module: load('@rspack/core') as unknown,
    typeNames: () => coreExportNames(root),
  });
  // The 0.x docs name the exports of Rspack 0.7; its CLI flags are not checked (the installed CLI is 1.5's).
  const exportsOld = old.length
    ? checkExportRefs(old, {
        module: load('@rspack/core-0.7') as unknown,
        typeNames: () => coreExportNames(root, '@rspack/core-0.7'),
      })
    : { problems: [], refs: 0 };
  const exports = {
    problems: [...exportsNow.problems, ...exportsOld.problems],
    refs: exportsNow.refs + exportsOld.refs,
  };
  const flags = checkCliFlags(current, await cliSpec);
  // The test build only runs when there are hook headings to check.
  const withHooks = pages.some((p) => isPluginApiPage(p) && hookHeadings(p).length);
  const hooks = withHooks ? checkHookHeadings(pages, await loadHookOwners(root)) : { problems: [], hooks: 0 };
  const spec = await cliSpec;
  return {
    name: 'Exports exist',
    problems: [...exports.problems, ...flags.problems, ...hooks.problems],
    summary: [
      `${exportsNow.refs} references to @rspack/core exports on doc pages, ${exportsNow.problems.length} unknown`,
      ...(old.length
        ? [`${exportsOld.refs} on 0.x pages checked against @rspack/core 0.7, ${exportsOld.problems.length} unknown`]
        : []),
      `${flags.flags} CLI flags checked against ${spec.commands.map((c) => `rspack ${c.name} (${c.flags.size} spellings)`).join(', ')}; ${flags.problems.length} unknown`,
      withHooks
        ? `${hooks.hooks} hook headings on plugin API pages, ${hooks.problems.length} unknown`
        : 'no hook headings on plugin API pages yet (docs/api/plugin-api/ has none)',
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
    ],
  };
}
