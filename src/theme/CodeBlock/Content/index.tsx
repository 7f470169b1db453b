/**
 * Replaces theme-classic's CodeBlock/Content. The tokens are the same
 * `<span class="token …">` as the theme's, but the lines are written as one HTML string instead of one React element
 * per token (plain text and line ends as text, see `compact` in src/prism/html.ts),
 * and tokens carry classes only: their colours for both colour modes
 * are a stylesheet (plugins/prism-on-demand), so the HTML does not depend on the mode.
 *
 * Blocks are highlighted at build time. A page opened directly hydrates its
 * blocks from that HTML without running or even loading Prism (React leaves
 * `dangerouslySetInnerHTML` content of a hydrated element as it is); only a block
 * mounted by client-side navigation loads the highlighter, showing the plain
 * lines until it arrives.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { PrismTheme, Token } from '@site/src/prism';
import { highlighterNow, loadHighlighter } from '@site/src/prism/highlighter';
import { linesToHtml } from '@site/src/prism/html';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

interface Props {
  className?: string;
}

/** The lines as tokens: highlighted when the highlighter is there, plain text otherwise. */
function tokenize(code: string, language: string, theme: PrismTheme) {
  const highlighter = highlighterNow();
  const source = code.replace(/\n$/, '');
  if (highlighter) {
    let result: { tokens: Token[][]; className: string } | undefined;
    highlighter.Highlight({
      theme,
      code,
      language,
      children: ({ tokens, className }) => {
        result = { tokens, className };
        return null;
      },
    });
    if (result) return { ...result, highlighted: true };
  }
  const tokens = source.split('\n').map((line): Token[] => [{ types: ['plain'], content: line || '\n' }]);
  return { tokens, className: `prism-code language-${language}`, highlighted: false };
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme() as PrismTheme;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const numbered = lineNumbersStart !== undefined;
  // Hydrating (a page opened directly): the HTML of the lines is already in the document.
  const [fromHtml, setFromHtml] = useState(!useIsBrowser());
  const [, setLoaded] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const keepHtml = fromHtml && typeof window !== 'undefined';
  const {
    tokens,
    className: prismClassName,
    highlighted,
  } = keepHtml
    ? { tokens: [], className: `prism-code language-${language}`, highlighted: true }
    : tokenize(code, language, prismTheme);
  useLayoutEffect(() => {
    // A block mounted during hydration that was not in the built HTML (a panel shown
    // after hydration): it has no lines yet, so render them.
    if (keepHtml && codeRef.current?.childNodes.length === 0) setFromHtml(false);
  }, [keepHtml]);
  useEffect(() => {
    if (!highlighted) loadHighlighter().then(() => setLoaded(true));
  }, [highlighted]);
  const html = keepHtml
    ? ''
    : linesToHtml(tokens, {
        lineClassName: (i) => clsx('token-line', lineClassNames[i], numbered && lineStyles.codeLine),
        tokenProps: (token) => ({ className: ['token', ...token.types].join(' ') }),
        numbered: numbered ? { number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent } : undefined,
        compact: true,
      });
  const { backgroundColor, color } = prismTheme.plain;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in the theme's own component.
      tabIndex={0}
      className={clsx(className, prismClassName, styles.codeBlock, 'thin-scrollbar')}
      // The line count sizes the block while it is off screen (content-visibility in custom.css).
      style={{ backgroundColor, color, ['--code-lines' as string]: code.replace(/\n$/, '').split('\n').length }}
    >
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the highlighter escapes every token; the built HTML is kept as it is when hydrating.
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </pre>
  );
}
