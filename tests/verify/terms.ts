/**
 * "Chinese terms": one term per concept, as the terms table of CONTRIBUTING.md
 * says. The check rejects the variants found on the pages in Chinese prose;
 * code spans and blocks, link targets, quoted text (“...”, "...", 「...」), MDX
 * comments and front matter (where the `keywords` readers search for live)
 * are exempt.
 */
import path from 'node:path';
import type { CheckResult, Page, Problem } from './pages';

const CHECK = 'terms';

export interface TermRule {
  /** The concept, as the summary names it. */
  concept: string;
  /** A variant the pages must not use. */
  variant: RegExp;
  /** What to write instead. */
  use: string;
  /** A page this matches is exempt: the variant is the established name of something else there. */
  exemptPage?: RegExp;
}

/**
 * The variants, each with the term to use. A pattern matches prose with code,
 * links and quotes already removed (see `chineseProse`).
 */
export const TERM_RULES: TermRule[] = [
  {
    concept: 'HMR',
    // 热更新 names the hot-update files and chunks only: 热更新文件, 热更新 chunk, 热更新清单.
    variant: /热更新(?!\s*(?:文件|chunk|清单|manifest))/i,
    use: '模块热替换（HMR） on first mention, then HMR (热更新 only in 热更新文件 / 热更新 chunk)',
  },
  { concept: 'HMR', variant: /热模块替换|热加载|(?<!模块)热替换/, use: '模块热替换（HMR） / HMR' },
  {
    concept: 'HMR',
    variant: /热重载/,
    use: '模块热替换（HMR） / HMR',
    // vue-loader's and svelte-loader's `hotReload` feature is called 热重载 in their own Chinese docs.
    exemptPage: /`hotReload`/,
  },
  { concept: 'content hash', variant: /内容\s*hash/i, use: '内容哈希 (the placeholder stays `[contenthash]`)' },
  {
    concept: 'hash',
    variant: /(?<![\w.[-])hash(?![\w\]-])/i,
    use: '哈希 (placeholders such as `[hash]` stay in code)',
  },
  { concept: 'public path', variant: /\bpublic path\b/i, use: '公共路径' },
  {
    concept: 'module concatenation',
    // "与……的模块合并" describes a merge; 模块合并 as the name of the feature is the variant.
    variant: /作用域提升|(?:开启|启用|关闭)模块合并|模块合并(?:[（(]|功能|优化)/,
    use: '模块拼接',
  },
  { concept: 'initial / async chunk', variant: /\binitial chunks?\b/i, use: '初始 chunk' },
  { concept: 'initial / async chunk', variant: /\basync chunks?\b/i, use: '异步 chunk' },
  // "开发服务器（Dev server）" introduces the English term once.
  { concept: 'dev server', variant: /(?<!开发服务器[（(])\bdev server\b|开发服务(?!器)/i, use: '开发服务器' },
  // "延迟编译入口" (compile later) is a verb phrase; the feature is 懒编译.
  { concept: 'lazy compilation', variant: /懒加载编译|惰性编译|延迟编译(?:功能|模式|特性)/, use: '懒编译' },
  {
    concept: 'tree shaking',
    variant: /树摇|摇树(?!优化)/,
    use: 'tree shaking（摇树优化） on first mention, then tree shaking',
  },
  { concept: 'code splitting', variant: /代码拆分/, use: '代码分割' },
  { concept: 'module federation', variant: /模块联合/, use: '模块联邦' },
  { concept: 'persistent cache', variant: /持久缓存/, use: '持久化缓存' },
  { concept: 'source map', variant: /源码映射|源映射/, use: 'source map' },
  { concept: 'bundler', variant: /打包器/, use: '打包工具' },
];

const OPTION_HEADING = /^#{2,6}\s+`?[\w$.[\]\\{}<>*/-]+`?\s*(?:\{\/\*[^*]*\*\/\})?\s*$/;

/** The FAQ page, the only page whose title or headings may be 常见问题. */
const FAQ_PAGE = /(?:^|\/)misc\/faq\.mdx?$/;

/**
 * A prose line with everything exempt blanked out (same length, so columns
 * stay right): inline code, link targets, MDX comments and expressions, HTML
 * and JSX tags with their attributes, and quoted text.
 */
export function chineseProse(line: string): string {
  const blank = (m: string): string => ' '.repeat(m.length);
  return line
    .replace(/`[^`]*`/g, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/\]\([^)]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/“[^”]*”|「[^」]*」|"[^"]*"/g, blank);
}

export interface TermFinding {
  rule: TermRule | 'faq-title';
  problem: Problem;
}

/** Variants on one Chinese page. */
export function pageFindings(page: Page): TermFinding[] {
  const found: TermFinding[] = [];
  for (const { text, line } of page.prose) {
    // An option heading (`## stats.hash`, `### hash`) is code in both languages.
    if (OPTION_HEADING.test(text)) continue;
    const prose = chineseProse(text);
    for (const rule of TERM_RULES) {
      if (rule.exemptPage?.test(page.source)) continue;
      const m = rule.variant.exec(prose);
      if (!m) continue;
      found.push({
        rule,
        problem: {
          check: CHECK,
          file: page.file,
          line,
          message: `"${m[0]}" for ${rule.concept}: write ${rule.use}`,
        },
      });
    }
  }
  if (!FAQ_PAGE.test(page.file)) {
    for (const heading of page.headings.filter((h) => h.text.includes('常见问题'))) {
      found.push({
        rule: 'faq-title',
        problem: {
          check: CHECK,
          file: page.file,
          line: heading.line,
          message: `heading "${heading.text}": 常见问题 is the title of the FAQ page only; a Pitfalls section is 常见陷阱`,
        },
      });
    }
  }
  return found;
}

export function check(pages: Page[]): CheckResult {
  const chinese = pages.filter((p) => p.locale === 'zh');
  const findings = chinese.flatMap((p) => pageFindings(p));
  const perConcept = new Map<string, number>();
  for (const f of findings) {
    const concept = f.rule === 'faq-title' ? '常见问题 as a heading' : f.rule.concept;
    perConcept.set(concept, (perConcept.get(concept) ?? 0) + 1);
  }
  const perSection = new Map<string, number>();
  for (const f of findings) {
    const section = path.posix.dirname(f.problem.file.replace(/^i18n\/zh\/docusaurus-plugin-content-(?:docs\/)?/, ''));
    perSection.set(section, (perSection.get(section) ?? 0) + 1);
  }
  const pagesWith = new Set(findings.map((f) => f.problem.file)).size;
  return {
    name: 'Chinese terms',
    problems: findings.map((f) => f.problem),
    summary: [
      `${chinese.length} Chinese pages, ${TERM_RULES.length + 1} rules; ${findings.length} variant(s) on ${pagesWith} page(s)`,
      ...(findings.length
        ? [
            `by concept: ${[...perConcept].map(([c, n]) => `${c} ${n}`).join(', ')}`,
            `by folder: ${[...perSection]
              .sort((a, b) => b[1] - a[1])
              .map(([s, n]) => `${s} ${n}`)
              .join(', ')}`,
          ]
        : []),
    ],
  };
}
