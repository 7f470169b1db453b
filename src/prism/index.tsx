/**
 * The site's highlighter, used by src/theme/CodeBlock/Content instead of
 * prism-react-renderer. That package ships Prism with about 30 grammars built
 * in, most of them for languages these docs never show; this one uses prismjs
 * with only the grammars in ./languages, behind the same `Highlight`
 * render-prop API.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { Token as PrismToken, TokenStream } from 'prismjs';
import Prism from './languages';
import type { PrismTheme } from './theme';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export type { PrismTheme };

interface RenderProps {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps: (input: { line: Token[]; className?: string; style?: CSSProperties }) => {
    className: string;
    style?: CSSProperties;
  };
  getTokenProps: (input: { token: Token; className?: string; style?: CSSProperties }) => {
    className: string;
    style?: CSSProperties;
    children: string;
  };
}

export interface HighlightProps {
  theme: PrismTheme;
  code: string;
  language: string;
  children: (props: RenderProps) => ReactNode;
}

/**
 * Splits Prism's nested token stream into lines of flat tokens, each with every
 * type it is nested in; text outside any token has the type `plain`.
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const walk = (node: TokenStream, types: string[]): void => {
    if (typeof node === 'string') {
      node.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1].push({ types: types.length ? types : ['plain'], content: part });
      });
    } else if (Array.isArray(node)) {
      for (const child of node) walk(child, types);
    } else {
      const token = node as PrismToken;
      const alias = token.alias ? ([] as string[]).concat(token.alias) : [];
      walk(token.content, [...types, token.type, ...alias]);
    }
  };
  walk(stream, []);
  // Empty lines keep one token so every line renders and keeps its height.
  return lines.map((line) => (line.length ? line : [{ types: ['plain'], content: '\n', empty: true }]));
}

/** Style of each token type for a language, later theme entries winning. */
function stylesFor(theme: PrismTheme, language: string): Map<string, CSSProperties> {
  const byType = new Map<string, CSSProperties>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) byType.set(type, { ...byType.get(type), ...entry.style });
  }
  return byType;
}

const join = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

export function Highlight({ theme, code, language, children }: HighlightProps): ReactElement {
  const grammar = Prism.languages[language];
  const source = code.replace(/\n$/, '');
  const tokens = normalizeTokens(grammar ? Prism.tokenize(source, grammar) : source);
  const styles = stylesFor(theme, language);
  const { backgroundColor, color } = theme.plain;
  return children({
    className: `prism-code language-${language}`,
    style: { backgroundColor, color },
    tokens,
    getLineProps: ({ className, style }) => ({ className: join('token-line', className), ...(style ? { style } : {}) }),
    getTokenProps: ({ token, className, style }) => {
      const own: CSSProperties = Object.assign(
        {},
        ...token.types.filter((t) => t !== 'plain').map((t) => styles.get(t)),
      );
      const merged = { ...own, ...style };
      return {
        className: join('token', ...token.types, className),
        ...(Object.keys(merged).length ? { style: merged } : {}),
        children: token.content,
      };
    },
  }) as ReactElement;
}
