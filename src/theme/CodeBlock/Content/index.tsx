/**
 * Replaces theme-classic's CodeBlock/Content. The markup is the same (a
 * `<div class="token-line">` per line, a `<span class="token …">` per token),
 * but the lines are written as one HTML string instead of one React element
 * per token. React then hydrates a code block as a single element instead of
 * walking thousands of spans, which is most of the main-thread time on the
 * code-heavy configuration pages.
 */
import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import { Highlight, type PrismTheme, type Token } from '@site/src/prism';
import { linesToHtml } from '@site/src/prism/html';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

interface Props {
  className?: string;
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme() as PrismTheme;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className: prismClassName, style, tokens, getTokenProps }) => {
        const html = linesToHtml(tokens as Token[][], {
          lineClassName: (i) => clsx('token-line', lineClassNames[i], numbered && lineStyles.codeLine),
          tokenProps: (token) => getTokenProps({ token }) as { className: string; style?: CSSProperties },
          numbered: numbered ? { number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent } : undefined,
        });
        return (
          <pre
            ref={wordWrap.codeBlockRef}
            // Scrollable code must be reachable by keyboard, as in the theme's own component.
            tabIndex={0}
            className={clsx(className, prismClassName, styles.codeBlock, 'thin-scrollbar')}
            style={style}
          >
            <code
              className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
              style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the highlighter escapes every token; one string hydrates as one element.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </pre>
        );
      }}
    </Highlight>
  );
}
