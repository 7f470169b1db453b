/**
 * The site's highlighter (src/prism, standing in for prism-react-renderer):
 * the grammars the docs use are there, tokens come out per line with their
 * nested types, and the theme's colors reach the tokens.
 */
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themes } from 'prism-react-renderer';
import { Highlight, normalizeTokens, type PrismTheme } from '../../src/prism';
import Prism from '../../src/prism/languages';
import { loadPages } from '../verify/pages';
import { linesToHtml, styleToCss } from '../../src/prism/html';
import { prismThemeCss } from '../../src/prism/css';

/** Every language a code fence of the docs and the blog is tagged with, in both languages. */
const FENCE_LANGUAGES = [...new Set(loadPages().flatMap((page) => page.blocks.map((block) => block.lang)))].filter(
  Boolean,
);

function render(code: string, language: string, theme: PrismTheme = themes.github as PrismTheme): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code,
      language,
      // biome-ignore lint/correctness/noChildrenProp: Highlight takes its render function as the children prop.
      children: ({ className, style, tokens, getLineProps, getTokenProps }) =>
        createElement(
          'pre',
          { className, style },
          tokens.map((line, i) =>
            createElement(
              'div',
              { key: i, ...getLineProps({ line }) },
              line.map((token, j) =>
                createElement(Fragment, { key: j }, createElement('span', getTokenProps({ token }))),
              ),
            ),
          ),
        ),
    }),
  );
}

describe('site highlighter', () => {
  it('knows every language the docs fence code in', () => {
    for (const language of FENCE_LANGUAGES) expect(Prism.languages[language]).toBeDefined();
  });

  it('leaves the grammars of languages the docs never show out', () => {
    for (const language of ['swift', 'kotlin', 'objectivec', 'reason', 'graphql']) {
      expect(Prism.languages[language]).toBeUndefined();
    }
  });

  it('splits tokens into lines and keeps an empty line as one empty token', () => {
    const lines = normalizeTokens(Prism.tokenize('const a = `x\ny`;\n\nexport {};', Prism.languages.js));
    expect(lines).toHaveLength(4);
    expect(lines[0][0]).toEqual({ types: ['keyword'], content: 'const' });
    // A template string spans two lines; both halves keep its type.
    expect(lines[1].map((t) => t.types.at(-1))).toContain('string');
    expect(lines[2]).toEqual([{ types: ['plain'], content: '\n', empty: true }]);
  });

  it('renders classes and the theme colors the theme gives each token type', () => {
    const html = render("import { rspack } from '@rspack/core';\n", 'js');
    expect(html).toMatch(/^<pre class="prism-code language-js" style="background-color:#f6f8fa;color:#393A34">/);
    expect(html).toContain('<span class="token keyword" style="color:#00009f">import</span>');
    expect(html).toContain('<span class="token plain"> rspack </span>');
    expect(html).toContain(`<span class="token string" style="color:#e3116c">&#x27;@rspack/core&#x27;</span>`);
    // The trailing newline of a fence adds no empty last line.
    expect(html.match(/class="token-line"/g)).toHaveLength(1);
  });

  it('shows a language without a grammar as plain text', () => {
    expect(render('a <b> c', 'text')).toContain('<span class="token plain">a &lt;b&gt; c</span>');
  });
});

describe('code block HTML', () => {
  it('writes a div per line and an escaped span per token, with the theme style as CSS', () => {
    const lines = normalizeTokens(Prism.tokenize('if (a < b) x = "<b>";\n\nend', Prism.languages.js));
    const html = linesToHtml(lines, {
      lineClassName: (i) => (i === 0 ? 'token-line highlighted' : 'token-line'),
      tokenProps: (token) => ({
        className: ['token', ...token.types].join(' '),
        style: token.types.includes('keyword') ? { color: '#00009f', fontStyle: 'italic' } : undefined,
      }),
    });
    expect(html.match(/<div class="token-line[^"]*">/g)).toHaveLength(3);
    expect(html).toContain(
      '<div class="token-line highlighted"><span class="token keyword" style="color:#00009f;font-style:italic">if</span>',
    );
    expect(html).toContain('&lt;');
    expect(html).toContain('<span class="token string">&quot;&lt;b&gt;&quot;</span>');
    expect(html).not.toContain('<b>');
    // The empty middle line renders empty, ended by its <br>.
    expect(html).toContain('<div class="token-line"><span class="token plain"></span><br></div>');
  });

  it('wraps tokens in number and content cells when lines are numbered', () => {
    const html = linesToHtml([[{ types: ['plain'], content: 'a' }]], {
      lineClassName: () => 'token-line codeLine',
      tokenProps: () => ({ className: 'token plain' }),
      numbered: { number: 'num', content: 'content' },
    });
    expect(html).toBe(
      '<div class="token-line codeLine"><span class="num"></span><span class="content"><span class="token plain">a</span></span><br></div>',
    );
  });

  it('writes plain text and line ends as text in compact mode, keeping an element for a highlighted line', () => {
    const lines = normalizeTokens(Prism.tokenize('const a = 1;\nb();', Prism.languages.js));
    const html = linesToHtml(lines, {
      lineClassName: (i) => (i === 1 ? 'token-line theme-code-block-highlighted-line' : 'token-line'),
      tokenProps: (token) => ({ className: ['token', ...token.types].join(' ') }),
      compact: true,
    });
    expect(html).toBe(
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n' +
        '<span class="token-line theme-code-block-highlighted-line"><span class="token function">b</span><span class="token punctuation">(</span><span class="token punctuation">)</span><span class="token punctuation">;</span>\n</span>',
    );
  });

  it('drops empty style values', () => {
    expect(styleToCss({ color: '#fff', fontWeight: undefined, textDecorationLine: 'underline' })).toBe(
      'color:#fff;text-decoration-line:underline',
    );
  });
});

describe('code theme stylesheet', () => {
  it('gives each token type its colour per colour mode, language rules scoped to their language', () => {
    const css = prismThemeCss({
      light: {
        plain: { color: '#000' },
        styles: [{ types: ['keyword', 'plain'], style: { color: '#00f', fontStyle: 'italic' } }],
      },
      dark: {
        plain: { color: '#fff' },
        styles: [
          { types: ['keyword'], style: { color: '#9cf' } },
          { types: ['tag'], style: { color: '#ccc' }, languages: ['markup'] },
        ],
      },
    });
    expect(css.split('\n').filter(Boolean)).toEqual([
      "[data-theme='light'] .prism-code .token.keyword{color:#00f;font-style:italic}",
      "[data-theme='dark'] .prism-code .token.keyword{color:#9cf}",
      "[data-theme='dark'] .prism-code .language-markup .token.tag{color:#ccc}",
    ]);
  });
});
