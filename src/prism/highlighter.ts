/**
 * The highlighter as the browser gets it: not in the first-load JavaScript.
 * Code blocks of a page opened directly come highlighted in its HTML and
 * hydrate without it; a block mounted by client-side navigation loads it
 * (plugins/prism-on-demand points the server bundle at highlighter.server.ts).
 */
import type * as Highlighter from './index';

let loaded: typeof Highlighter | null = null;
let loading: Promise<typeof Highlighter> | null = null;

/** The highlighter if it has loaded, else null. */
export function highlighterNow(): typeof Highlighter | null {
  return loaded;
}

export function loadHighlighter(): Promise<typeof Highlighter> {
  loading ??= import('./index').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}
