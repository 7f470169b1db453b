/**
 * "Options exist": every config-page heading that names an option must name a
 * real option of the installed @rspack/core, and the summary reports how much
 * of the option tree the config pages document.
 *
 * The option tree is read from the type declarations with the TypeScript type
 * checker (`RspackOptions`, which `Configuration` aliases), so it follows the
 * installed release instead of anybody's memory of it.
 */
import path from 'node:path';
import ts from 'typescript';
import { defaultLine, literal, sameValue, singleDefault } from './defaultline';
import { type CodeBlock, ROOT, type CheckResult, type Page, type Problem } from './pages';

const CHECK = 'options';

/**
 * Path syntax of the tree, the same one config headings use:
 * - `.` separates properties: `output.library.type`;
 * - `[]` is an element of an array: `module.rules[].use`, `module.rules[].oneOf[].test`;
 * - `*` is a key the user chooses in a record: `optimization.splitChunks.cacheGroups.*.test`.
 *   Headings write it as `{name}` (MDX `\{name\}`), `<name>` or `*`.
 */
export interface OptionTree {
  /** Every option path, including the intermediate `[]` and `*` nodes. */
  paths: Set<string>;
  /** Top-level options in the order `RspackOptions` declares them. */
  topLevel: string[];
  /** Direct named sub-options of each top-level option (`output` -> `output.filename`, ...). */
  secondLevel: Map<string, string[]>;
  /** Direct named sub-options of the deeper options counted too (see NESTED_GROUPS). */
  nested: Map<string, string[]>;
  /** Milliseconds spent parsing the declarations and walking the types, for the summary. */
  timings: { program: number; walk: number };
}

/** Named segments below the root; deep enough for `module.rules[].oneOf[].use[].options`. */
const MAX_DEPTH = 6;
/**
 * How often one object type may appear on the current path: RuleSetRule nests
 * in `oneOf`/`rules` once. An array type may appear once, which stops
 * self-referencing conditions (`test[][]...`).
 */
const MAX_REPEAT = 2;

const VIRTUAL_FILE = '__rspack_options__.ts';
// devServer is typed by @rspack/dev-server's `Configuration` (an alias of core's `DevServer`);
// reading it from there keeps the tree right if the dev server ever ships its own type.
const VIRTUAL_SOURCE = [
  "import type { RspackOptions } from '@rspack/core';",
  "import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';",
  'export declare const options: RspackOptions;',
  'export declare const devServer: DevServerConfiguration;',
  '',
].join('\n');

/**
 * Node's and zod's declarations are 2.5 MB that no option needs to be expanded
 * (they type servers, streams and schemas, which are leaves here). Replacing
 * them with empty modules halves the time the program takes to build.
 */
const STUBBED = /[\\/]node_modules[\\/](?:@types[\\/]node|undici-types|zod)[\\/]/;

/**
 * Rspack 0.7 (the 0.x docs) types its options with zod (`z.infer`), so zod
 * stays readable there, and its dev server type is webpack-dev-server's,
 * which the site does not install: devServer is a leaf in that tree.
 */
const VIRTUAL_SOURCE_07 = [
  "import type { RspackOptions } from '@rspack/core-0.7';",
  'export declare const options: RspackOptions;',
  "export declare const devServer: NonNullable<RspackOptions['devServer']>;",
  '',
].join('\n');

function createProgram(root: string, pkg: CorePackage): { program: ts.Program; file: string } {
  const file = path.join(root, pkg === '@rspack/core' ? VIRTUAL_FILE : `__rspack_options_${pkg.slice(-3)}__.ts`);
  const source = pkg === '@rspack/core' ? VIRTUAL_SOURCE : VIRTUAL_SOURCE_07;
  const stubbed = pkg === '@rspack/core' ? STUBBED : /[\\/]node_modules[\\/](?:@types[\\/]node|undici-types)[\\/]/;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    types: [],
    lib: ['lib.es5.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  host.getSourceFile = (name, language, ...rest) => {
    if (name === file) return ts.createSourceFile(name, source, language);
    if (stubbed.test(name)) return ts.createSourceFile(name, 'export {};', language);
    return getSourceFile(name, language, ...rest);
  };
  return { program: ts.createProgram([file], options, host), file };
}

export class TreeBuilder {
  readonly paths = new Set<string>();
  private readonly stack = new Map<ts.Type, number>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly program: ts.Program,
  ) {}

  /** Adds `at` and everything below it. `depth` counts named segments. */
  visit(type: ts.Type, at: string, depth: number): void {
    this.paths.add(at);
    if (depth >= MAX_DEPTH) return;
    for (const part of this.constituents(type)) {
      const isArray = this.checker.isArrayType(part) || this.checker.isTupleType(part);
      const seen = this.stack.get(part) ?? 0;
      if (seen >= (isArray ? 1 : MAX_REPEAT)) continue;
      this.stack.set(part, seen + 1);
      if (isArray) {
        for (const element of this.checker.getTypeArguments(part as ts.TypeReference)) {
          this.visit(element, `${at}[]`, depth);
        }
      } else if (this.isOptionObject(part)) {
        this.visitObject(part, at, depth);
      }
      this.stack.set(part, seen);
    }
  }

  private visitObject(type: ts.Type, at: string, depth: number): void {
    for (const property of this.checker.getPropertiesOfType(type)) {
      this.visit(this.checker.getTypeOfSymbol(property), `${at}.${property.name}`, depth + 1);
    }
    const record = this.checker.getIndexTypeOfType(type, ts.IndexKind.String);
    if (record) this.visit(record, `${at}.*`, depth + 1);
  }

  /** Union members without `undefined`, `null`, `false` and other primitives. */
  private constituents(type: ts.Type): ts.Type[] {
    const parts = type.isUnion() ? type.types : [type];
    return parts.filter((t) => t.isIntersection() || (t.flags & ts.TypeFlags.Object) !== 0);
  }

  /**
   * An object whose properties are options: not a function, not a class of the
   * standard library (RegExp, Date...), and not a plugin instance (an object
   * with `apply`, whose other keys are the plugin's own business).
   */
  private isOptionObject(type: ts.Type): boolean {
    if (type.getCallSignatures().length || type.getConstructSignatures().length) return false;
    if (type.getProperty('apply')) return false;
    const declarations = type.getSymbol()?.getDeclarations() ?? [];
    const mapped = ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0;
    return mapped || !declarations.some((d) => this.program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }
}

/**
 * Options below the second level whose own sub-options the reference must
 * document one by one too: the split-chunks options, every field of a rule,
 * the parser and generator options per module type, and library options.
 */
export const NESTED_GROUPS = [
  'output.library',
  'optimization.splitChunks',
  'module.rules[]',
  'module.parser',
  'module.parser.javascript',
  'module.parser.css',
  'module.parser.asset',
  'module.generator',
  'module.generator.asset',
  'module.generator.css',
] as const;

/** Each given option with its direct named sub-options found in `paths`. */
function childrenOf(paths: Set<string>, parents: readonly string[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const parent of parents) {
    const escaped = parent.replace(/[.[\]*]/g, (c) => `\\${c}`);
    const direct = new RegExp(`^${escaped}\\.[A-Za-z_$][\\w$]*$`);
    result.set(
      parent,
      [...paths].filter((p) => direct.test(p)),
    );
  }
  return result;
}

export interface CoreProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  source: ts.SourceFile;
  /** Milliseconds taken to parse the declarations. */
  parseTime: number;
}

/** The Rspack package whose declarations are read: 1.5 for the current docs, 0.7 for the 0.x docs. */
export type CorePackage = '@rspack/core' | '@rspack/core-0.7';

const programs = new Map<string, CoreProgram>();

/** The declarations of @rspack/core (and @rspack/dev-server) under `root`, parsed once per process. */
export function loadCoreProgram(root: string, pkg: CorePackage = '@rspack/core'): CoreProgram {
  let loaded = programs.get(`${root}:${pkg}`);
  if (!loaded) {
    const started = Date.now();
    const { program, file } = createProgram(root, pkg);
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`cannot create the type program under ${root}`);
    loaded = { program, checker: program.getTypeChecker(), source, parseTime: Date.now() - started };
    programs.set(`${root}:${pkg}`, loaded);
  }
  return loaded;
}

/**
 * Every name `@rspack/core` exports, types included (`Configuration`,
 * `SwcLoaderOptions`): an `import { X } from '@rspack/core'` of a type is
 * correct TypeScript even though the name is not on the runtime module.
 */
export function coreExportNames(root: string = ROOT, pkg: CorePackage = '@rspack/core'): Set<string> {
  const { checker, source } = loadCoreProgram(root, pkg);
  const specifier = source.statements
    .filter(ts.isImportDeclaration)
    .map((s) => s.moduleSpecifier)
    .find((s) => ts.isStringLiteral(s) && s.text === pkg);
  const moduleSymbol = specifier && checker.getSymbolAtLocation(specifier);
  if (!moduleSymbol) throw new Error(`cannot resolve ${pkg} under ${root}`);
  return new Set(checker.getExportsOfModule(moduleSymbol).map((s) => s.name));
}

/** Builds the tree from the packages installed under `root`. */
export function buildOptionTree(root: string = ROOT, pkg: CorePackage = '@rspack/core'): OptionTree {
  const { program, checker, source, parseTime } = loadCoreProgram(root, pkg);
  const started = Date.now();
  const exports = checker.getSymbolAtLocation(source)?.exports;
  const options = exports?.get(ts.escapeLeadingUnderscores('options'));
  const devServer = exports?.get(ts.escapeLeadingUnderscores('devServer'));
  if (!options || !devServer) throw new Error(`cannot read RspackOptions from @rspack/core under ${root}`);

  const builder = new TreeBuilder(checker, program);
  const rootType = checker.getNonNullableType(checker.getTypeOfSymbol(options));
  const topLevel: string[] = [];
  for (const property of checker.getPropertiesOfType(rootType)) {
    topLevel.push(property.name);
    const type = property.name === 'devServer' ? checker.getTypeOfSymbol(devServer) : checker.getTypeOfSymbol(property);
    builder.visit(type, property.name, 1);
  }
  if (!topLevel.includes('output') || (pkg === '@rspack/core' && !builder.paths.has('devServer.proxy'))) {
    throw new Error('the option tree misses output or devServer.proxy: the type declarations were not read');
  }
  return {
    paths: builder.paths,
    topLevel,
    secondLevel: childrenOf(builder.paths, topLevel),
    nested: childrenOf(
      builder.paths,
      NESTED_GROUPS.filter((group) => builder.paths.has(group)),
    ),
    timings: { program: parseTime, walk: Date.now() - started },
  };
}

const trees = new Map<string, OptionTree>();

/** The option tree of the installed @rspack/core, built once per process. */
export function loadOptionTree(root: string = ROOT, pkg: CorePackage = '@rspack/core'): OptionTree {
  let tree = trees.get(`${root}:${pkg}`);
  if (!tree) {
    tree = buildOptionTree(root, pkg);
    trees.set(`${root}:${pkg}`, tree);
  }
  return tree;
}

/** Every option path of the installed @rspack/core (`output.filename`, `module.rules[].use`, ...). */
export function optionPaths(root: string = ROOT): Set<string> {
  return loadOptionTree(root).paths;
}

// ---------------------------------------------------------------------------
// Headings

// Later segments may hold `/` and `-`: `module.parser.css/auto`, `module.generator.asset/inline`.
const SEGMENT = String.raw`(?:[A-Za-z_$][\w$/-]*|\*|\{[\w$-]+\}|<[\w$-]+>)(?:\[\])*`;
/** A whole option path: segments joined by dots, `[]` for array elements. */
const OPTION_PATH = new RegExp(String.raw`^[A-Za-z_$][\w$]*(?:\[\])*(?:\.${SEGMENT})*$`);

/**
 * The option a heading names, or null for a prose heading.
 *
 * A heading names an option when its whole text, after dropping a trailing
 * JSX badge and one pair of backticks, is an option path and either starts
 * with a lowercase letter (`mode`, `output.filename`, `module.rules[].use`,
 * `splitChunks.cacheGroups.{name}.test`) or has more than one segment
 * (`Rule.use` is checked, and fails: headings are written as users type the
 * option). Single capitalised words ("Example"), headings with spaces and
 * Chinese headings are prose, and so are product names such as "Node.js".
 */
export function optionInHeading(text: string): string | null {
  let t = text.replace(/\s*<[A-Z][^>]*\/>\s*$/, '').trim();
  t = t.replace(/\\([{}[\]*<>])/g, '$1');
  const quoted = /^`([^`]+)`$/.exec(t);
  if (quoted) t = quoted[1].trim();
  if (!OPTION_PATH.test(t)) return null;
  const lowercase = /^[a-z_$]/.test(t);
  if (!lowercase && (!/[.[]/.test(t) || /\.js$/i.test(t))) return null;
  // Record keys the user chooses are one node of the tree, however the page spells them.
  return t.replace(/\{[\w$-]+\}|<[\w$-]+>/g, '*');
}

/** Config pages: `docs/config/**` and the Chinese twins. */
export function isConfigPage(page: Page): boolean {
  return page.kind === 'doc' && /(?:^docs|\/current|(?:^|\/)version-[^/]+)\/config\//.test(page.file);
}

/**
 * The top-level option a config page is about, which its headings may leave
 * out (`### library.type` on output.mdx). `dev-server.mdx` is about `devServer`;
 * index.mdx, other-options.mdx and pages not named after an option have none.
 */
export function pagePrefix(page: Page, topLevel: string[]): string | null {
  const base = path.posix.basename(page.file).replace(/\.mdx?$/, '');
  const camel = base.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return topLevel.includes(camel) ? camel : null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/** "did you mean" for an unknown path: a sibling of the deepest existing parent. */
function suggest(option: string, paths: Set<string>): string | null {
  const cut = option.lastIndexOf('.');
  if (cut < 0) {
    const close = [...paths].filter((p) => !/[.[]/.test(p) && editDistance(p, option) <= 2);
    return close[0] ?? null;
  }
  const parent = option.slice(0, cut);
  const name = option.slice(cut + 1);
  if (!paths.has(parent)) return null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const p of paths) {
    if (!p.startsWith(`${parent}.`) || p.slice(parent.length + 1).includes('.')) continue;
    const d = editDistance(p.slice(parent.length + 1), name);
    if (d < bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}

export interface OptionHeading {
  page: Page;
  line: number;
  /** As written, without backticks. */
  written: string;
  /** The full path it resolves to, or null when it names no option. */
  resolved: string | null;
}

/** Every option heading (## to ####) of the given config pages, resolved against the tree. */
export function optionHeadings(pages: Page[], tree: OptionTree): OptionHeading[] {
  const found: OptionHeading[] = [];
  for (const page of pages.filter(isConfigPage)) {
    const prefix = pagePrefix(page, tree.topLevel);
    for (const heading of page.headings) {
      if (heading.depth < 2 || heading.depth > 4) continue;
      const written = optionInHeading(heading.text);
      if (!written) continue;
      const candidates = prefix ? [written, `${prefix}.${written}`] : [written];
      const resolved = candidates.find((c) => tree.paths.has(c)) ?? null;
      found.push({ page, line: heading.line, written, resolved });
    }
  }
  return found;
}

function problemFor(heading: OptionHeading, tree: OptionTree): Problem {
  const prefix = pagePrefix(heading.page, tree.topLevel);
  const tried = prefix ? `"${heading.written}" or "${prefix}.${heading.written}"` : `"${heading.written}"`;
  const hint =
    suggest(heading.written, tree.paths) ?? (prefix ? suggest(`${prefix}.${heading.written}`, tree.paths) : null);
  return {
    check: CHECK,
    file: heading.page.file,
    line: heading.line,
    message: `heading names no option of @rspack/core: ${tried}${hint ? ` (did you mean "${hint}"?)` : ''}`,
  };
}

// ---------------------------------------------------------------------------
// Coverage

export interface TopLevelCoverage {
  option: string;
  /** A nested group (`optimization.splitChunks`), already counted as a sub-option of its parent. */
  nested?: boolean;
  /** A heading names the option itself. */
  documented: boolean;
  subOptions: string[];
  documentedSubOptions: string[];
}

export interface Coverage {
  perOption: TopLevelCoverage[];
  documented: number;
  total: number;
}

/**
 * Which top-level, second-level and nested-group options a heading documents.
 * An option counts when a heading names it exactly: `module.rules[].use`
 * alone does not document `module.rules`.
 */
export function coverage(documentedPaths: Set<string>, tree: OptionTree): Coverage {
  const entry = (option: string, subOptions: string[], nested: boolean): TopLevelCoverage => ({
    option,
    ...(nested ? { nested } : {}),
    documented: documentedPaths.has(option),
    subOptions,
    documentedSubOptions: subOptions.filter((p) => documentedPaths.has(p)),
  });
  const perOption = [
    ...tree.topLevel.map((option) => entry(option, tree.secondLevel.get(option) ?? [], false)),
    ...[...tree.nested].map(([option, subOptions]) => entry(option, subOptions, true)),
  ];
  // A nested group is itself a sub-option of its parent: only its children add to the count.
  const total = perOption.reduce((n, c) => n + (c.nested ? 0 : 1) + c.subOptions.length, 0);
  const documented = perOption.reduce(
    (n, c) => n + (c.documented && !c.nested ? 1 : 0) + c.documentedSubOptions.length,
    0,
  );
  return { perOption, documented, total };
}

const percent = (part: number, whole: number): string => `${whole ? ((100 * part) / whole).toFixed(1) : '100.0'}%`;

/** Up to `limit` names, then "+N more", so the summary stays readable. */
function shortList(names: string[], limit = 8): string {
  const shown = names.slice(0, limit).join(', ');
  return names.length > limit ? `${shown}, … (+${names.length - limit} more)` : shown;
}

/**
 * One line per top-level option that has sub-options, then one line for the
 * options without any (`mode`, `target`...), so the summary stays short.
 */
export function coverageLines(result: Coverage): string[] {
  const lines = [
    `coverage (English config pages): ${result.documented}/${result.total} top-level, second-level and nested-group options documented (${percent(result.documented, result.total)})`,
  ];
  for (const c of result.perOption.filter((o) => o.subOptions.length)) {
    const own = c.documented ? 'documented' : 'not documented';
    const missing = c.subOptions
      .filter((p) => !c.documentedSubOptions.includes(p))
      .map((p) => p.slice(c.option.length + 1));
    const sub = `${c.documentedSubOptions.length}/${c.subOptions.length} sub-options`;
    // A nested group's own heading counts for its parent, and `module.rules[]` has none.
    const head = c.nested ? sub : `${own}, ${sub}`;
    lines.push(`  ${c.option}: ${head}${missing.length ? `; missing: ${shortList(missing)}` : ''}`);
  }
  const flat = result.perOption.filter((o) => !o.subOptions.length && !o.nested);
  const undocumented = flat.filter((o) => !o.documented).map((o) => o.option);
  lines.push(
    `  options without sub-options: ${flat.length - undocumented.length}/${flat.length} documented${undocumented.length ? `; missing: ${shortList(undocumented, 12)}` : ''}`,
  );
  return lines;
}

// ---------------------------------------------------------------------------

/**
 * Marks an entry that has no example on purpose, with the reason:
 * `{/* no-example: deprecated, remove it from your configuration *\/}`.
 * Options a reader should leave alone (deprecated, internal, one working value)
 * get a sentence saying why instead of a filler example.
 */
export const NO_EXAMPLE_MARKER = /\{\/\*\s*no-example\b:?\s*([\s\S]*?)\s*\*\/\}/;

const CONFIG_TITLE = /^rspack\.config\.[cm]?[jt]s$/;

export interface Entry {
  heading: OptionHeading;
  /** The `rspack.config.*` blocks between the heading and the end of the entry. */
  examples: CodeBlock[];
  /** A `{/* no-example: reason *\/}` marker inside the entry. */
  marker?: { line: number; reason: string };
  /** Line of the next option heading or of the next heading as high as this one. */
  end: number;
}

/**
 * Option entries with their examples. An entry runs from its heading to the
 * next option heading, or the next heading as high as its own; prose
 * sub-headings in between (`### String form`) belong to it.
 */
export function optionEntries(headings: OptionHeading[]): Entry[] {
  const entries: Entry[] = [];
  const byPage = new Map<Page, OptionHeading[]>();
  for (const h of headings) byPage.set(h.page, [...(byPage.get(h.page) ?? []), h]);
  for (const [page, own] of byPage) {
    const optionLines = new Set(own.map((h) => h.line));
    const lines = page.source.split('\n');
    // Prose lines keep MDX comments; a marker inside a code block does not count.
    const prose = new Set(page.prose.map((p) => p.line));
    for (const heading of own) {
      const depth = page.headings.find((h) => h.line === heading.line)!.depth;
      const next = page.headings.find((h) => h.line > heading.line && (optionLines.has(h.line) || h.depth <= depth));
      const end = next?.line ?? lines.length + 1;
      const examples = page.blocks.filter(
        (b) => b.line > heading.line && b.line < end && CONFIG_TITLE.test(b.attrs.title ?? ''),
      );
      const entry: Entry = { heading, examples, end };
      for (let i = heading.line; i < end - 1; i += 1) {
        const m = NO_EXAMPLE_MARKER.exec(lines[i]);
        if (m && prose.has(i + 1)) {
          entry.marker = { line: i + 1, reason: m[1] };
          break;
        }
      }
      entries.push(entry);
    }
  }
  return entries;
}

/** Option entries without a `rspack.config.*` block of their own and without a `no-example` marker that gives a reason. */
export function entriesWithoutExample(headings: OptionHeading[]): OptionHeading[] {
  return optionEntries(headings)
    .filter((e) => !e.examples.length && !e.marker?.reason)
    .map((e) => e.heading);
}

/** The object a config block exports: `export default {}`, `defineConfig({})`, `module.exports = {}`, or a variable holding one. */
function configObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const unwrap = (node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined => {
    let current = node;
    while (
      current &&
      (ts.isParenthesizedExpression(current) || ts.isSatisfiesExpression(current) || ts.isAsExpression(current))
    ) {
      current = current.expression;
    }
    if (!current) return undefined;
    if (ts.isObjectLiteralExpression(current)) return current;
    if (ts.isCallExpression(current) && current.arguments.length === 1) return unwrap(current.arguments[0]);
    if (ts.isIdentifier(current)) {
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === current.text) {
            return unwrap(declaration.initializer);
          }
        }
      }
    }
    return undefined;
  };
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) return unwrap(statement.expression);
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.left.getText(source) === 'module.exports'
    ) {
      return unwrap(statement.expression.right);
    }
  }
  return undefined;
}

/**
 * The source text of the value a config block gives an option path
 * (`output.hashDigest`), or undefined when the block does not set it as a
 * plain property (arrays, records, spreads and computed keys are not followed).
 */
export function exampleValue(code: string, option: string): { text: string; siblings: string[] } | undefined {
  if (/\[\]|\*/.test(option)) return undefined;
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let node: ts.Expression | undefined = configObject(source);
  let siblings: string[] = [];
  for (const segment of option.split('.')) {
    if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
    siblings = node.properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : []));
    const property = node.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) &&
        (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
        p.name.text === segment,
    );
    node = property?.initializer;
  }
  return node ? { text: node.getText(source), siblings } : undefined;
}

/** Settings next to an option that change its default (`stats: { preset: 'none', timings: true }`). */
const DEFAULT_CHANGING_SIBLINGS = new Set(['preset', 'all']);

/** Problems of the "one example per option" rule, beyond a missing example. */
export function exampleProblems(entries: Entry[]): Problem[] {
  const problems: Problem[] = [];
  for (const { heading, examples, marker } of entries) {
    const at = (line: number, message: string): Problem => ({ check: CHECK, file: heading.page.file, line, message });
    if (marker && !marker.reason) {
      problems.push(
        at(marker.line, `the no-example marker of ${heading.written} gives no reason: {/* no-example: why */}`),
      );
    }
    if (marker && examples.length) {
      problems.push(
        at(marker.line, `the entry for ${heading.written} has an example and a no-example marker: drop the marker`),
      );
    }
    // English Default lines are the ones the parser reads; the Chinese examples are the same code (parity).
    if (heading.page.locale !== 'en') continue;
    const documented = defaultLine(heading.page, heading.line);
    const single = documented && heading.resolved ? singleDefault(documented.text) : undefined;
    if (!single || !heading.resolved) continue;
    for (const block of examples) {
      const found = exampleValue(block.code, heading.resolved);
      if (!found || found.siblings.some((name) => DEFAULT_CHANGING_SIBLINGS.has(name))) continue;
      const value = literal(found.text);
      if (value && sameValue(value.value, single.value)) {
        problems.push(
          at(
            block.line,
            `the example for ${heading.written} sets it to its default ${single.code}: show a value worth copying, or mark the entry {/* no-example: why */}`,
          ),
        );
      }
    }
  }
  return problems;
}

export function checkWithTree(pages: Page[], tree: OptionTree, version = 'current'): CheckResult {
  const headings = optionHeadings(pages, tree);
  const problems = headings.filter((h) => !h.resolved).map((h) => problemFor(h, tree));
  // The 0.x reference documents an old release: its entries must exist, examples are not required per entry.
  const entries = version === 'current' ? optionEntries(headings.filter((h) => h.resolved)) : [];
  const withoutExample = entries.filter((e) => !e.examples.length && !e.marker?.reason).map((e) => e.heading);
  const marked = entries.filter((e) => !e.examples.length && e.marker?.reason);
  problems.push(...exampleProblems(entries));
  problems.push(
    ...withoutExample.map((h) => ({
      check: CHECK,
      file: h.page.file,
      line: h.line,
      message: `the entry for ${h.written} has no rspack.config example of its own`,
    })),
  );
  const documentedIn = (locale: Page['locale']): Set<string> =>
    new Set(headings.filter((h) => h.page.locale === locale && h.resolved).map((h) => h.resolved!));
  const en = coverage(documentedIn('en'), tree);
  const zh = coverage(documentedIn('zh'), tree);
  const configPages = pages.filter(isConfigPage);
  return {
    name: 'Options exist',
    problems,
    summary: [
      `option tree of @rspack/core: ${tree.paths.size} paths, ${tree.topLevel.length} top-level options, ${[...tree.secondLevel.values()].flat().length} second-level, ${[...tree.nested.values()].flat().length} in nested groups (${[...tree.nested.keys()].join(', ')})`,
      `${configPages.length} config pages, ${headings.length} option headings, ${headings.filter((h) => !h.resolved).length} unknown, ${withoutExample.length} without an example of their own, ${marked.length} marked no-example with a reason`,
      ...coverageLines(en),
      `coverage (Chinese config pages): ${zh.documented}/${zh.total} (${percent(zh.documented, zh.total)})`,
    ],
  };
}

export function check(pages: Page[], root: string = ROOT): CheckResult {
  const started = Date.now();
  const tree = loadOptionTree(root);
  const result = checkWithTree(
    pages.filter((p) => p.version === 'current'),
    tree,
  );
  const old = pages.filter((p) => p.version === '0.x' && isConfigPage(p));
  if (old.length) {
    const tree07 = loadOptionTree(root, '@rspack/core-0.7');
    const headings = optionHeadings(old, tree07);
    const unknown = headings.filter((h) => !h.resolved);
    result.problems.push(
      ...unknown.map((h) => ({
        ...problemFor(h, tree07),
        message: `${problemFor(h, tree07).message.replace('@rspack/core', '@rspack/core 0.7')}`,
      })),
    );
    const documented = new Set(headings.filter((h) => h.page.locale === 'en' && h.resolved).map((h) => h.resolved!));
    result.summary.push(
      `0.x config pages (checked against @rspack/core 0.7): ${old.length} pages, ${headings.length} option headings, ${unknown.length} unknown; ${documented.size} of ${tree07.topLevel.length + [...tree07.secondLevel.values()].flat().length} top- and second-level options documented`,
    );
  }
  const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  result.summary.push(
    `${seconds(Date.now() - started)} (parse declarations ${seconds(tree.timings.program)}, walk types ${seconds(tree.timings.walk)})`,
  );
  return result;
}
