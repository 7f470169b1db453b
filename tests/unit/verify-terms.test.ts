/**
 * Self-test of the "Chinese terms" check (tests/verify/terms.ts): variants in
 * Chinese prose fail at their line; code, quotes, links, option headings and
 * front matter keywords do not.
 */
import { parsePage } from '../verify/pages';
import { check, chineseProse } from '../verify/terms';

const ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/fixture.mdx';
const EN = 'docs/guide/fixture.mdx';

const zh = (lines: string[], file = ZH) => parsePage(lines.join('\n'), file, 'zh', 'doc', EN);

describe('Chinese terms', () => {
  it('fails each known variant at its line', () => {
    const page = zh([
      '---', // 1
      'title: 示例',
      'keywords:',
      '  - 热更新',
      '  - 热重载', // 5
      '---',
      '',
      '修改文件后，页面通过热更新刷新。', // 8
      '开启热模块替换后无需刷新。',
      '文件名包含内容 hash。', // 10
      '生产模式会开启作用域提升。',
      '拆出 initial chunk 和 async chunk。',
      '先启动 dev server。',
      '',
      '## 常见问题 {/* #pitfalls */}', // 15
    ]);
    const result = check([page]);
    expect(result.problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [8, '"热更新" for HMR'],
      [9, '"热模块替换" for HMR'],
      [10, '"内容 hash" for content hash'],
      [10, '"hash" for hash'],
      [11, '"作用域提升" for module concatenation'],
      [12, '"initial chunk" for initial / async chunk'],
      [12, '"async chunk" for initial / async chunk'],
      [13, '"dev server" for dev server'],
      [15, 'heading "常见问题"'],
    ]);
  });

  it('accepts the terms of the table and exempt text', () => {
    const page = zh([
      '---',
      'title: 示例',
      '---',
      '',
      '模块热替换（HMR）会下载热更新文件和热更新 chunk，再应用 HMR 更新。',
      '文件名里的 `[contenthash]` 是内容哈希；`hot update` 和 `dev server` 都在代码里。',
      '英文标题写作 "Configure the dev server"，引用“热重载”这个词。',
      '见[开发服务器](../config/dev-server.mdx#devserver-hot)。开发服务器（Dev server）。',
      '把 ES 模块合并到同一个作用域，即模块拼接。',
      '',
      '## stats.hash {/* #statshash */}',
      '',
      '```js',
      '// 热更新 in a comment of a code block',
      '```',
    ]);
    expect(check([page]).problems).toEqual([]);
  });

  it('allows 常见问题 as the title of the FAQ page', () => {
    const faq = zh(['## 常见问题 {/* #faq */}'], 'i18n/zh/docusaurus-plugin-content-docs/current/misc/faq.mdx');
    expect(check([faq]).problems).toEqual([]);
  });

  it('blanks code spans, quotes and link targets without moving columns', () => {
    const line = '用 `hash` 和“热重载”，见 [链接](./hot.mdx)';
    expect(chineseProse(line)).toHaveLength(line.length);
    expect(chineseProse(line)).not.toMatch(/hash|热重载|hot/);
  });
});

describe('Chinese terms: exemptions', () => {
  it("accepts 热重载 on a page about a loader's `hotReload` feature, and rejects it elsewhere", () => {
    const body = '---\ntitle: x\n---\n\n## 热重载 {/* #hot-reload */}\n\n`vue-loader` 会加上热重载代码。\n';
    const vue = parsePage(
      `${body}\n\`hotReload\` 默认开启。\n`,
      'i18n/zh/docusaurus-plugin-content-docs/current/guide/tech/v.mdx',
      'zh',
      'doc',
      'docs/guide/tech/v.mdx',
    );
    const other = parsePage(
      body,
      'i18n/zh/docusaurus-plugin-content-docs/current/guide/tech/o.mdx',
      'zh',
      'doc',
      'docs/guide/tech/o.mdx',
    );
    expect(check([vue, other]).problems.map((p) => p.file)).toEqual([other.file, other.file]);
  });
});
