/**
 * Every page's Markdown export (`/page.md`) reads as plain Markdown: no JSX tag,
 * no import or export line and no MDX comment left over from the MDX source,
 * outside code blocks, in either language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { markdownUrl } from '../../src/utils/markdownUrl';
import { ROUTES, zhPath } from '../routes';
import { BUILD, requireBuild } from './support';

const markdown = unified().use(remarkParse).use(remarkGfm);

const pages = ROUTES.filter((r) => r.status === 'written' && r.path !== '/' && r.path !== '/blog/').flatMap((r) => [
  r.path,
  zhPath(r.path),
]);

/** What in an exported page is MDX rather than Markdown, one line each. */
function leftovers(source: string): string[] {
  const tree = markdown.parse(source) as Root;
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'html') found.push(`tag: ${node.value.split('\n')[0]}`);
    if (node.type === 'text' && /\{\/\*/.test(node.value)) found.push(`MDX comment: ${node.value}`);
    if (node.type === 'paragraph') {
      const first = node.children[0];
      if (first?.type === 'text' && /^(import|export)\s/.test(first.value)) found.push(`ESM line: ${first.value}`);
    }
  });
  return found;
}

describe('Markdown export', () => {
  beforeAll(requireBuild);

  test.each(pages.map((p) => [p]))('%s.md is plain Markdown', (page) => {
    const file = path.join(BUILD, markdownUrl(page));
    const source = fs.readFileSync(file, 'utf8');
    expect(source.startsWith('# ')).toBe(true);
    expect(leftovers(source)).toEqual([]);
  });

  test('the plugin compatibility table reaches readers of the Markdown in both languages', () => {
    const en = fs.readFileSync(path.join(BUILD, markdownUrl('/guide/compatibility/plugin')), 'utf8');
    const zh = fs.readFileSync(path.join(BUILD, markdownUrl('/zh/guide/compatibility/plugin')), 'utf8');
    expect(en).toMatch(/\| `copy-webpack-plugin` +\| ⇄ Has an alternative/);
    expect(zh).toMatch(/\| `copy-webpack-plugin` +\| ⇄ 有替代方案/);
  });

  test('leftover MDX is found where it would be', () => {
    expect(
      leftovers(
        'Text <Foo /> more\n\n<Bar />\n\nimport X from "y";\n\n{/* #id */}\n\n```js\nimport a from "b";\n```\n',
      ),
    ).toEqual(['tag: <Foo />', 'tag: <Bar />', 'ESM line: import X from "y";', 'MDX comment: {/* #id */}']);
  });
});
