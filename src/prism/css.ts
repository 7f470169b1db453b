import type { PrismTheme } from './theme';
import { styleToCss } from './html';

/**
 * The token colours of the light and dark code themes as one stylesheet, keyed
 * on `data-theme`. Code blocks carry classes only (`token keyword`), so their
 * HTML is the same in both colour modes: it is highlighted once at build time
 * and hydrates without Prism (src/theme/CodeBlock/Content).
 */
export function prismThemeCss(themes: { light: PrismTheme; dark: PrismTheme }): string {
  const rules: string[] = [];
  for (const [mode, theme] of Object.entries(themes)) {
    for (const entry of theme.styles) {
      const css = styleToCss(entry.style);
      if (!css) continue;
      const scopes = entry.languages?.map((l) => `.language-${l} `) ?? [''];
      const selectors = entry.types
        .filter((type) => type !== 'plain')
        .flatMap((type) => scopes.map((scope) => `[data-theme='${mode}'] .prism-code ${scope}.token.${type}`));
      if (selectors.length) rules.push(`${selectors.join(',')}{${css}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}
