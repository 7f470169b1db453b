/**
 * When this process's social cards are drawn. The search index waits for it before Pagefind
 * indexes: a cold build drawing cards (a worker thread with fonts and resvg) while Pagefind indexed
 * (its own process) peaked about 0.11 GiB higher than the two one after the other (1.49 vs 1.38 GiB
 * for the Chinese site). Kept on globalThis because Docusaurus loads the configuration, and so the
 * plugin modules, more than once per process.
 */
const KEY = Symbol.for('rspack-website.social-cards.drawing');

type Holder = { [KEY]?: Promise<void> };

/** Records the drawing of the current locale's cards (set before the first await of postBuild). */
export function drawingCards(done: Promise<unknown>): void {
  (globalThis as Holder)[KEY] = done.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once no card is being drawn (at once when none was started). */
export function cardsDrawn(): Promise<void> {
  return (globalThis as Holder)[KEY] ?? Promise.resolve();
}
