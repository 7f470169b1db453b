/**
 * The one MDX parser of the repository: the Markdown export and the docs
 * verifier both read pages through it, with the remark plugins Docusaurus
 * itself uses for MDX pages (front matter, GFM tables, `:::` admonitions as
 * directives, MDX JSX and expressions), so they see the page the build sees.
 */
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

/** Parses an MDX page into an mdast tree with positions; throws on invalid MDX (with `line`). */
export function parseMdx(source: string): Root {
  return processor.parse(source) as Root;
}

/** The id of an explicit heading id comment, `{/* #my-id *\/}`, or undefined. */
export function headingIdComment(expression: string): string | undefined {
  return /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/.exec(expression)?.[1];
}

/** True for an MDX expression that only holds a comment (`{/* truncate *\/}`). */
export function isCommentExpression(expression: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);
}
