/** The highlighter for static rendering: always there (see highlighter.ts). */
import * as Highlighter from './index';

export function highlighterNow(): typeof Highlighter | null {
  return Highlighter;
}

export function loadHighlighter(): Promise<typeof Highlighter> {
  return Promise.resolve(Highlighter);
}
