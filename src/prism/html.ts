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
}

/**
 * The lines of a highlighted block as HTML: the markup theme-classic's Line and
 * Token components render, as one string. A line that is only a line break
 * renders empty, since every line ends with its own `<br>`.
 */
export function linesToHtml(lines: Token[][], options: LinesToHtmlOptions): string {
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
