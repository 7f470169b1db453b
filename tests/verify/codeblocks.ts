/**
 * Check "Code examples type-check": every JavaScript or TypeScript code block
 * on every page is compiled by the TypeScript compiler against the packages
 * installed in node_modules (@rspack/core, @rspack/cli, @types/node,
 * @types/react), so an example that uses a removed export, a wrong option
 * type or a misspelt option name fails here instead of in a reader's editor.
 *
 * - All blocks go into one `ts.Program` of in-memory files (one type-check of
 *   the Rspack declarations instead of one per block). Each block lives in its
 *   own virtual folder, named by its `title`, so its extension decides how it
 *   is read (`.mjs` is an ES module, `.ts` is TypeScript, `.js` may use JSX).
 * - JavaScript stays JavaScript (`allowJs` + `checkJs`): a reader who pastes a
 *   `.mjs` config into an editor gets exactly these checks, and CommonJS
 *   (`require`, `module.exports`) keeps working, which it would not as `.ts`.
 * - A block titled `rspack.config.*` (or another `rspack.*.mjs` config) is
 *   checked as a configuration: its exported value is rewritten to
 *   `(value) satisfies RspackConfigExport` (a JSDoc `@satisfies` in JS), so
 *   excess property checks catch misspelt and non-existent options.
 * - `fragment` blocks are parsed only; `noverify="reason"` skips a block and
 *   the reason is printed; an empty reason is a problem.
 */
import Prism from '../../src/prism/languages';
import path from 'node:path';
import ts from 'typescript';
import type { CheckResult, CodeBlock, Page, Problem } from './pages';

const CHECK = 'codeblocks';

/** Extension a block gets from its language when its title has none. */
const LANG_EXT: Record<string, string> = {
  js: '.js',
  jsx: '.jsx',
  mjs: '.mjs',
  cjs: '.cjs',
  javascript: '.js',
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  mts: '.mts',
  cts: '.cts',
};

const SCRIPT_EXT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const TS_EXT = /\.(?:[cm]?ts|tsx)$/;

/** Names of the helper types declared in the ambient file below. */
const EXPORT_TYPE = '__RspackConfigExport';
const RESULT_TYPE = '__RspackConfigResult';

/**
 * Declarations every block sees. The config types are derived from the
 * installed `defineConfig` (its last overload takes the whole union), because
 * @rspack/cli 1.5 does not export `RspackConfigExport` from its package entry.
 * `declare module '*'` types packages that are not installed (loaders,
 * third-party plugins) as `any`; installed packages still resolve first.
 */
const AMBIENT = `/// <reference types="@rspack/core/module" />
declare module '*';
type ${EXPORT_TYPE} = Parameters<typeof import('@rspack/cli').defineConfig>[0];
type ${RESULT_TYPE} = Awaited<ReturnType<Extract<${EXPORT_TYPE}, (...args: any[]) => unknown>>>;
`;

/**
 * The 0.x docs (Rspack 0.7) are checked against the `@rspack/core-0.7` alias:
 * in their blocks `@rspack/core` resolves to it, and `@rspack/cli` to this
 * declaration of the 0.7 CLI's `defineConfig` (the installed CLI is 1.5's).
 */
const CLI_07 = `import type { Configuration } from '@rspack/core';
type Env = Record<string, any>;
type Configs = Configuration | Configuration[];
export type RspackConfigExport = Configs | ((env: Env, argv: Record<string, any>) => Configs | Promise<Configs>);
/** 0.7's helper takes one configuration object; arrays and functions are exported without it. */
export declare function defineConfig(config: Configuration): Configuration;
`;
const AMBIENT_07 = `/// <reference types="@rspack/core-0.7/module" />
declare module '*';
type ${EXPORT_TYPE} = import('@rspack/cli').RspackConfigExport;
type ${RESULT_TYPE} = Awaited<ReturnType<Extract<${EXPORT_TYPE}, (...args: any[]) => unknown>>>;
`;

/** How one docs version's blocks are compiled: its ambient file and the packages its imports reach. */
interface Flavor {
  ambient: string;
  /** Extra virtual declaration files by absolute path. */
  files: Map<string, string>;
  /** Resolves a bare specifier differently (to an absolute declaration file or another package), or undefined. */
  redirect: (specifier: string) => { file: string } | { specifier: string } | undefined;
}

const CURRENT: Flavor = { ambient: AMBIENT, files: new Map(), redirect: () => undefined };

function flavor07(virtualRoot: string): Flavor {
  const cli = path.posix.join(virtualRoot, '__rspack_cli_0.7.d.ts');
  return {
    ambient: AMBIENT_07,
    files: new Map([[cli, CLI_07]]),
    redirect: (specifier) => {
      if (specifier === '@rspack/cli') return { file: cli };
      if (specifier === '@rspack/core' || specifier.startsWith('@rspack/core/'))
        return { specifier: specifier.replace('@rspack/core', '@rspack/core-0.7') };
      return undefined;
    },
  };
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  // ESNext + Bundler accepts `import`/`export` and `require`/`module.exports`
  // alike, in config files (run by Node.js) and in src/ files (bundled).
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Every block is its own module, so two blocks declaring `const config` do not clash.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  strict: false,
  noImplicitAny: false,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  noEmit: true,
};

type Mode = 'typed' | 'config' | 'fragment';

interface Entry {
  page: Page;
  block: CodeBlock;
  /** Position of the block among the page's blocks: its virtual folder. */
  index: number;
  /** File name inside the block's folder: the title, or `block.<ext>`. */
  rel: string;
  mode: Mode;
  /** Absolute virtual path. */
  fileName: string;
  /** Source handed to the compiler (the config rewrite keeps every line where it was). */
  text: string;
}

export function isScriptBlock(block: CodeBlock): boolean {
  return block.lang in LANG_EXT;
}

/** The file a reader would save the block as: its title when that is a safe relative path. */
function relativeName(block: CodeBlock): string {
  const ext = LANG_EXT[block.lang];
  const title = (block.attrs.title ?? '').trim().replace(/^\.?\//, '');
  const safe = /^[\w@][\w./@-]*$/.test(title) && !title.split('/').includes('..') ? title : '';
  if (!safe) return `block${ext}`;
  return SCRIPT_EXT.test(safe) ? safe : `${safe}${ext}`;
}

/** `rspack.config.mjs`, `rspack.prod.mjs`...: files whose export is an Rspack configuration. */
function isConfigName(rel: string): boolean {
  const base = path.posix.basename(rel);
  return base.startsWith('rspack.') && SCRIPT_EXT.test(base);
}

function isModuleExports(node: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'module' &&
    node.name.text === 'exports'
  );
}

function hasDefaultExport(node: ts.FunctionDeclaration): boolean {
  const kinds = (ts.getModifiers(node) ?? []).map((m) => m.kind);
  return kinds.includes(ts.SyntaxKind.ExportKeyword) && kinds.includes(ts.SyntaxKind.DefaultKeyword);
}

type ConfigNode = ts.Expression | ts.FunctionDeclaration;

/** What the file exports: `export default x`, `export = x`, `module.exports = x` or `export default function`. */
function findExported(sf: ts.SourceFile): ConfigNode | undefined {
  for (const statement of sf.statements) {
    if (ts.isExportAssignment(statement)) return statement.expression;
    if (ts.isFunctionDeclaration(statement) && hasDefaultExport(statement)) return statement;
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isModuleExports(statement.expression.left)
    ) {
      return statement.expression.right;
    }
  }
  return undefined;
}

/** The top-level `const name = value` or `function name` an exported identifier refers to. */
function findDeclaration(sf: ts.SourceFile, name: string): ConfigNode | undefined {
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return decl.initializer;
    }
  }
  return undefined;
}

/**
 * Follows the exported value to the literal that holds the options:
 * through parentheses, an identifier's declaration and `defineConfig(...)`,
 * because only a fresh object literal gets excess property checks.
 * `checked` tells that the literal is the direct argument of `defineConfig`,
 * whose overloads already check it (a second check would report it twice).
 */
function findConfigLiteral(sf: ts.SourceFile, exported: ConfigNode): { node: ConfigNode; checked: boolean } {
  let node: ConfigNode = exported;
  let checked = false;
  for (let step = 0; step < 5; step += 1) {
    if (ts.isFunctionDeclaration(node)) break;
    if (ts.isParenthesizedExpression(node)) {
      node = node.expression;
    } else if (ts.isIdentifier(node) && findDeclaration(sf, node.text)) {
      node = findDeclaration(sf, node.text)!;
      checked = false;
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineConfig' &&
      node.arguments.length === 1
    ) {
      node = node.arguments[0];
      checked = true;
    } else {
      break;
    }
  }
  return { node, checked };
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

function isFunctionLike(node: ConfigNode): node is FunctionLike {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node);
}

/** The values a config function returns (not those of functions nested in it). */
function returnedValues(fn: FunctionLike): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const values: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) values.push(node.expression);
    if (!ts.isFunctionLike(node) && !ts.isClassLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return values;
}

interface Insertion {
  pos: number;
  text: string;
}

/** Wraps `node` in a `satisfies` check without adding a line break, so diagnostics keep their lines. */
function satisfies(sf: ts.SourceFile, node: ts.Expression, type: string, isTs: boolean): Insertion[] {
  const start = node.getStart(sf);
  return isTs
    ? [
        { pos: start, text: '(' },
        { pos: node.end, text: `) satisfies ${type}` },
      ]
    : [
        { pos: start, text: `/** @satisfies {${type}} */ (` },
        { pos: node.end, text: ')' },
      ];
}

/**
 * Rewrites a config file so its configuration is checked against
 * `RspackConfigExport`: the object (or array) itself, or what a config
 * function returns. Returns undefined when the file exports nothing.
 */
export function rewriteConfig(text: string, fileName: string): string | undefined {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const exported = findExported(sf);
  if (!exported) return undefined;
  const { node: target, checked } = findConfigLiteral(sf, exported);
  const isTs = TS_EXT.test(fileName);
  let insertions: Insertion[] = [];
  if (isFunctionLike(target)) {
    const isAsync = (ts.getModifiers(target) ?? []).some((m) => m.kind === ts.SyntaxKind.AsyncKeyword);
    const type = isAsync ? RESULT_TYPE : `${RESULT_TYPE} | Promise<${RESULT_TYPE}>`;
    insertions = returnedValues(target).flatMap((value) => satisfies(sf, value, type, isTs));
  } else if (!checked) {
    insertions = satisfies(sf, target, EXPORT_TYPE, isTs);
  }
  let result = text;
  for (const { pos, text: inserted } of insertions.sort((a, b) => b.pos - a.pos)) {
    result = result.slice(0, pos) + inserted + result.slice(pos);
  }
  return result;
}

/**
 * Turns elisions in a fragment into comments, so `{ ..., a }`, `[a, ...]`
 * and a line holding only `...` parse. Spreads (`...rest`) are left alone.
 */
export function commentElisions(code: string): string {
  return code
    .replace(/(^|[\s{[(,])(?:\.\.\.|…)(?=\s*(?:[,}\])]|$))/gm, '$1/* ... */')
    .replace(/\/\* \.\.\. \*\/(\s*),/g, '/* ... */$1');
}

function syntaxErrors(code: string, fileName: string): readonly ts.Diagnostic[] {
  const result = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, allowJs: true, target: ts.ScriptTarget.ESNext },
  });
  return result.diagnostics ?? [];
}

/**
 * A fragment passes when it parses as a file, or as the members of an
 * object literal (`output: { ... },` cut out of a config).
 */
function checkFragment(entry: Entry): readonly ts.Diagnostic[] {
  const code = commentElisions(entry.block.code);
  const asFile = syntaxErrors(code, entry.rel);
  if (asFile.length === 0) return asFile;
  const asMembers = syntaxErrors(`({${code}\n})`, entry.rel);
  return asMembers.length === 0 ? asMembers : asFile;
}

/** One line: the head of a diagnostic chain and, when it is long, its most specific part. */
export function describeDiagnostic(diagnostic: ts.Diagnostic): string {
  const lines = ts
    .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const text = lines.length > 2 ? `${lines[0]} … ${lines[lines.length - 1]}` : lines.join(' ');
  return `${text} (TS${diagnostic.code})`;
}

function lineOf(diagnostic: ts.Diagnostic): number {
  if (!diagnostic.file || diagnostic.start === undefined) return 0;
  return diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
}

/** Problem at the page line of a diagnostic: the fence line plus the line within the block. */
function problemAt(entry: Entry, diagnostic: ts.Diagnostic): Problem {
  const label = entry.block.attrs.title ?? `${entry.block.lang} block`;
  return {
    check: CHECK,
    file: entry.page.file,
    line: entry.block.line + 1 + lineOf(diagnostic),
    message: `${label}: ${describeDiagnostic(diagnostic)}`,
  };
}

/** Parsed declaration files of node_modules, kept between programs (self-tests build several). */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Serves the virtual block files and falls back to the real file system, so
 * `@rspack/core` and `@types/*` resolve from the repository's node_modules.
 * A relative import that finds nothing next to its block is looked up among
 * the other blocks of the same page by title (`./rspack.common.mjs`).
 */
function createHost(entries: Entry[], ambientFile: string, flavor: Flavor): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const files = new Map<string, string>([
    [ambientFile, flavor.ambient],
    ...flavor.files,
    ...entries.map((e): [string, string] => [e.fileName, e.text]),
  ]);
  const byFile = new Map(entries.map((e) => [e.fileName, e]));
  const folders = new Set<string>();
  for (const file of files.keys()) {
    for (let dir = path.posix.dirname(file); !folders.has(dir) && dir !== '/'; dir = path.posix.dirname(dir)) {
      folders.add(dir);
    }
  }
  const realGetSourceFile = host.getSourceFile.bind(host);
  const realFileExists = host.fileExists.bind(host);
  const realReadFile = host.readFile.bind(host);
  const realDirectoryExists = host.directoryExists?.bind(host);
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (f) => f, COMPILER_OPTIONS);

  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!libraryFiles.has(key))
      libraryFiles.set(key, realGetSourceFile(fileName, languageVersion, onError, shouldCreate));
    return libraryFiles.get(key);
  };
  host.fileExists = (fileName) => files.has(fileName) || realFileExists(fileName);
  host.readFile = (fileName) => files.get(fileName) ?? realReadFile(fileName);
  host.directoryExists = (dir) => folders.has(dir) || (realDirectoryExists ? realDirectoryExists(dir) : false);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options, containingSourceFile) =>
    literals.map((literal) => {
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, options);
      const redirect = files.has(containingFile) ? flavor.redirect(literal.text) : undefined;
      if (redirect && 'file' in redirect) {
        return {
          resolvedModule: {
            resolvedFileName: redirect.file,
            extension: ts.Extension.Dts,
            isExternalLibraryImport: false,
          },
        };
      }
      const specifier = redirect?.specifier ?? literal.text;
      const resolved = ts.resolveModuleName(specifier, containingFile, options, host, cache, redirected, mode);
      const from = byFile.get(containingFile);
      if (resolved.resolvedModule || !from || !literal.text.startsWith('.')) return resolved;
      const sibling = findSibling(entries, from, literal.text);
      if (!sibling) return resolved;
      const extension = (Object.values(ts.Extension) as string[]).find((ext) => sibling.fileName.endsWith(ext));
      return {
        resolvedModule: {
          resolvedFileName: sibling.fileName,
          extension: (extension ?? ts.Extension.Js) as ts.Extension,
          isExternalLibraryImport: false,
        },
      };
    });
  return host;
}

const PROBE = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.mts',
  '.cts',
  '/index.ts',
  '/index.tsx',
  '/index.js',
  '/index.jsx',
];

/** The block of the same page a relative import points at: the nearest earlier one, else the first later one. */
function findSibling(entries: Entry[], from: Entry, specifier: string): Entry | undefined {
  const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(from.rel), specifier));
  if (wanted.startsWith('..')) return undefined;
  const names = PROBE.map((suffix) => wanted + suffix);
  const candidates = entries.filter((e) => e.page === from.page && e !== from && names.includes(e.rel));
  const before = candidates.filter((e) => e.index < from.index);
  return before.length ? before[before.length - 1] : candidates[0];
}

interface Collected {
  entries: Entry[];
  optedOut: { file: string; line: number; reason: string }[];
  problems: Problem[];
}

function collect(pages: Page[], virtualRoot: string): Collected {
  const collected: Collected = { entries: [], optedOut: [], problems: [] };
  for (const page of pages) {
    page.blocks.forEach((block, index) => {
      if (!isScriptBlock(block)) return;
      if ('noverify' in block.attrs || block.flags.has('noverify')) {
        const reason = (block.attrs.noverify ?? '').trim();
        collected.optedOut.push({ file: page.file, line: block.line, reason });
        if (!reason) {
          collected.problems.push({
            check: CHECK,
            file: page.file,
            line: block.line,
            message: 'noverify needs a reason: noverify="why this block cannot be checked"',
          });
        }
        return;
      }
      const rel = relativeName(block);
      const fileName = path.posix.join(virtualRoot, page.file, String(index), rel);
      let mode: Mode = block.flags.has('fragment') ? 'fragment' : 'typed';
      let text = block.code;
      if (mode === 'typed' && isConfigName(rel)) {
        const rewritten = rewriteConfig(block.code, rel);
        if (rewritten !== undefined) {
          mode = 'config';
          text = rewritten;
        } else if (path.posix.basename(rel).startsWith('rspack.config.')) {
          collected.problems.push({
            check: CHECK,
            file: page.file,
            line: block.line,
            message: `${rel} exports no configuration: add \`export default\` or \`module.exports =\`, or flag the block \`fragment\``,
          });
        }
      }
      collected.entries.push({ page, block, index, rel, mode, fileName, text });
    });
  }
  return collected;
}

function typeCheck(entries: Entry[], virtualRoot: string, flavor: Flavor = CURRENT): Problem[] {
  const ambientFile = path.posix.join(virtualRoot, '__ambient.d.ts');
  const host = createHost(entries, ambientFile, flavor);
  const program = ts.createProgram([ambientFile, ...entries.map((e) => e.fileName)], COMPILER_OPTIONS, host);
  const byFile = new Map(entries.map((e) => [e.fileName, e]));
  const problems: Problem[] = [];
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const diagnostic of global) {
    problems.push({
      check: CHECK,
      file: 'tests/verify/codeblocks.ts',
      line: 1,
      message: describeDiagnostic(diagnostic),
    });
  }
  for (const entry of entries) {
    const sf = program.getSourceFile(entry.fileName);
    if (!sf) continue;
    const syntax = program.getSyntacticDiagnostics(sf);
    // After a syntax error only the first one is worth reading; types are not checked.
    const diagnostics = syntax.length ? syntax.slice(0, 1) : program.getSemanticDiagnostics(sf);
    for (const diagnostic of diagnostics) {
      const owner = diagnostic.file ? byFile.get(diagnostic.file.fileName) : entry;
      if (owner) problems.push(problemAt(owner, diagnostic));
    }
  }
  return problems;
}

/**
 * A fence whose language has no grammar in src/prism/languages.ts would show
 * as plain text, so each one is a problem (name a known language, or add the
 * grammar there).
 */
export function ungrammaticalFences(pages: Page[]): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const block of page.blocks) {
      if (!block.lang || Prism.languages[block.lang]) continue;
      problems.push({
        check: CHECK,
        file: page.file,
        line: block.line,
        message: `no grammar for the fence language "${block.lang}": use one of the highlighted languages or add its grammar to src/prism/languages.ts`,
      });
    }
  }
  return problems;
}

export function check(pages: Page[], root: string): CheckResult {
  const started = Date.now();
  // Virtual files sit under the repository so packages resolve from its node_modules.
  const virtualRoot = path.posix.join(root.split(path.sep).join('/'), '.verify-codeblocks');
  const { entries, optedOut, problems } = collect(pages, virtualRoot);
  const fragments = entries.filter((e) => e.mode === 'fragment');
  const checked = entries.filter((e) => e.mode !== 'fragment');
  for (const entry of fragments) {
    // Only the first syntax error: the parser's later ones mostly follow from it.
    const [first] = checkFragment(entry);
    if (first) problems.push(problemAt(entry, first));
  }
  const current = checked.filter((e) => e.page.version !== '0.x');
  const old = checked.filter((e) => e.page.version === '0.x');
  if (current.length) problems.push(...typeCheck(current, virtualRoot));
  if (old.length) problems.push(...typeCheck(old, virtualRoot, flavor07(virtualRoot)));
  const unhighlighted = ungrammaticalFences(pages);
  problems.push(...unhighlighted);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const configs = checked.filter((e) => e.mode === 'config').length;
  const pageCount = new Set(entries.map((e) => e.page.file)).size;
  return {
    name: 'Code examples type-check',
    problems,
    summary: [
      `${checked.length} blocks type-checked on ${pageCount} pages in ${seconds} s, ${configs} of them as Rspack configurations`,
      `${fragments.length} fragments checked for syntax only`,
      `${optedOut.length} opted out with noverify${optedOut.length ? ':' : ''}`,
      ...optedOut.map((o) => `  ${o.file}:${o.line}: ${o.reason || '(no reason given)'}`),
      `${unhighlighted.length} fences in a language src/prism/languages.ts has no grammar for`,
    ],
  };
}
