import type { CSSProperties } from 'react';
import type { Token } from './index';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** `{ fontStyle: 'italic' }` as `font-style:italic`. */
export function styleToCss(style: CSSProperties | undefined): string {
  if (!style) return '';
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

export interface LinesToHtmlOptions {
  lineClassName: (index: number) => string;
  tokenProps: (token: Token) => { className: string; style?: CSSProperties };
  /** Class names of the number and content cells when lines are numbered. */
  numbered?: { number: string; content: string };
  /**
   * Fewer elements for the same rendering inside `white-space: pre`: plain text
   * without a span, and lines ended by a newline instead of a `<div>` and a `<br>`
   * each; a line keeps an element only when it has a class of its own
   * (`lineClassName` returns more than `token-line`), e.g. a highlighted line.
   * Ignored when lines are numbered (each number needs its line's element).
   */
  compact?: boolean;
}

function linesToCompactHtml(lines: Token[][], options: LinesToHtmlOptions): string {
  return lines
    .map((line, index) => {
      const tokens = line
        .map((token) => {
          const content = escapeHtml(line.length === 1 && token.content === '\n' ? '' : token.content);
          if (token.types.length === 1 && token.types[0] === 'plain') return content;
          const { className, style } = options.tokenProps(token);
          const css = styleToCss(style);
          return `<span class="${escapeHtml(className)}"${css ? ` style="${escapeHtml(css)}"` : ''}>${content}</span>`;
        })
        .join('');
      const lineClass = options.lineClassName(index).trim();
      // A line with a class of its own is a block, so its background spans the block's width.
      return lineClass === 'token-line' ? `${tokens}\n` : `<span class="${escapeHtml(lineClass)}">${tokens}\n</span>`;
    })
    .join('');
}

/**
 * The lines of a highlighted block as HTML: the markup theme-classic's Line and
 * Token components render, as one string. A line that is only a line break
 * renders empty, since every line ends with its own `<br>`.
 */
export function linesToHtml(lines: Token[][], options: LinesToHtmlOptions): string {
  if (options.compact && !options.numbered) return linesToCompactHtml(lines, options);
  return lines
    .map((line, index) => {
      const tokens = line
        .map((token) => {
          const { className, style } = options.tokenProps(token);
          const css = styleToCss(style);
          const content = line.length === 1 && token.content === '\n' ? '' : token.content;
          return `<span class="${escapeHtml(className)}"${css ? ` style="${escapeHtml(css)}"` : ''}>${escapeHtml(content)}</span>`;
        })
        .join('');
      const body = options.numbered
        ? `<span class="${options.numbered.number}"></span><span class="${options.numbered.content}">${tokens}</span>`
        : tokens;
      return `<div class="${escapeHtml(options.lineClassName(index).trim())}">${body}<br></div>`;
    })
    .join('');
}
