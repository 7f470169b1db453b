/**
 * Draws one social card (1200 × 630 PNG, the size Open Graph and X show in full): the logo, a
 * section line in the brand orange and the page title in white on the dark brand background.
 * Satori lays the card out and turns the text into paths, resvg rasterizes it. Fonts come from
 * npm packages (Inter for Latin, Noto Sans SC for Chinese), never from the network or the system,
 * so every machine draws the same card.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SITE_URL } from '../../src/data/site';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardData {
  /** The page title, up to three lines; a longer one is cut with an ellipsis. */
  title: string;
  /** Where the page lives: "Config", "指南", "Blog · August 26, 2025". */
  section: string;
  /** A badge at the top right, e.g. the release a blog post announces ("v1.5"). */
  badge?: string;
}

interface FontFace {
  file: string;
  /** Code point ranges (inclusive) the file covers. */
  ranges: [number, number][];
}

interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 500 | 700;
  style: 'normal';
}

const FONTSOURCE = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));
const INTER = path.dirname(require.resolve('@fontsource/inter/package.json'));
const LOGO = `data:image/svg+xml;base64,${fs
  .readFileSync(path.join(__dirname, '../../static/img/logo.svg'))
  .toString('base64')}`;

/**
 * Noto Sans SC comes split into ~100 WOFF files by Unicode range (Satori reads WOFF, not WOFF2);
 * the @font-face rules of the package say which file holds which characters.
 */
function notoFaces(weight: 500 | 700): FontFace[] {
  const css = fs.readFileSync(path.join(FONTSOURCE, `${weight}.css`), 'utf8');
  return css
    .split('@font-face')
    .slice(1)
    .flatMap((rule) => {
      const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(rule)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
      if (!file || !range) return [];
      const ranges = range.split(',').map((part): [number, number] => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
      });
      return [{ file: path.join(FONTSOURCE, 'files', file), ranges }];
    });
}

/**
 * The fonts a set of texts needs: Inter for Latin, plus each Noto Sans SC file that holds one of
 * their other characters. Each Noto file gets its own family name, because Satori falls back
 * glyph by glyph across families but keeps only one font per family and weight.
 */
export function fontsFor(texts: string[]): { fonts: SatoriFont[]; families: string[] } {
  const codePoints = new Set<number>();
  for (const text of texts) for (const char of text) codePoints.add(char.codePointAt(0)!);
  const fonts: SatoriFont[] = [500, 700].map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(path.join(INTER, 'files', `inter-latin-${weight}-normal.woff`)),
    weight: weight as 500 | 700,
    style: 'normal' as const,
  }));
  const families = ['Inter'];
  for (const weight of [500, 700] as const) {
    notoFaces(weight).forEach((face, index) => {
      const used = [...codePoints].some((cp) => cp > 0x7f && face.ranges.some(([from, to]) => cp >= from && cp <= to));
      if (!used) return;
      const name = `Noto Sans SC ${index}`;
      fonts.push({ name, data: fs.readFileSync(face.file), weight, style: 'normal' });
      if (!families.includes(name)) families.push(name);
    });
  }
  return { fonts, families };
}

type Node = { type: string; props: Record<string, unknown> };

function el(type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node {
  return { type, props: { style, children: children.length === 1 ? children[0] : children } };
}

/** Long titles get a smaller size so most fit in two or three lines. */
function titleSize(title: string): number {
  // A CJK character is about twice as wide as a Latin letter.
  const width = [...title].reduce((sum, char) => sum + (char.codePointAt(0)! > 0x2e80 ? 2 : 1), 0);
  if (width <= 24) return 88;
  if (width <= 48) return 72;
  return 58;
}

/** Margins of the card's content; sizes are explicit, as Satori does not keep padding inside a fixed size. */
const STRIP = 14;
const MARGIN = { x: 80, top: 60, bottom: 56 };

function layout(card: CardData, families: string[]): Node {
  const row = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' };
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: '#141415',
      color: '#ffffff',
      fontFamily: families.join(', '),
    },
    // The brand's orange as a strip along the top edge.
    el('div', { width: CARD_WIDTH, height: STRIP, backgroundColor: '#f97316' }),
    el(
      'div',
      {
        width: CARD_WIDTH - 2 * MARGIN.x,
        height: CARD_HEIGHT - STRIP - MARGIN.top - MARGIN.bottom,
        margin: `${MARGIN.top}px ${MARGIN.x}px ${MARGIN.bottom}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      el(
        'div',
        row,
        el(
          'div',
          { display: 'flex', alignItems: 'center' },
          { type: 'img', props: { src: LOGO, width: 72, height: 72 } },
          el('div', { fontSize: 44, fontWeight: 700, marginLeft: 22 }, 'Rspack'),
        ),
        ...(card.badge
          ? [
              el(
                'div',
                {
                  display: 'flex',
                  fontSize: 36,
                  fontWeight: 700,
                  padding: '6px 26px',
                  borderRadius: 999,
                  color: '#141415',
                  backgroundColor: '#fb923c',
                },
                card.badge,
              ),
            ]
          : []),
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column' },
        el('div', { fontSize: 34, fontWeight: 500, color: '#fb923c', marginBottom: 18 }, card.section),
        el(
          'div',
          { display: 'block', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3 },
          card.title,
        ),
      ),
      el('div', { ...row, fontSize: 28, fontWeight: 500, color: '#a1a1aa' }, new URL(SITE_URL).host),
    ),
  );
}

/** Cards a thread should have to draw before another is worth starting (a thread takes ~0.5 s to load). */
const CARDS_PER_THREAD = 24;

/**
 * How many threads draw the cards: one core is left to the main thread and the Pagefind indexer,
 * which run at the same time (postBuild), so one thread on 2 cores and at most two anywhere (each
 * costs ~0.1 GiB and ~0.5 s to load Satori and the fonts), and fewer for a few cards.
 * SOCIAL_CARDS_THREADS overrides it; 0 draws on the main thread.
 */
export function cardThreads(cards: number, env = process.env.SOCIAL_CARDS_THREADS): number {
  if (env !== undefined && env !== '') return Math.max(0, Math.floor(Number(env) || 0));
  const cores = Math.max(1, Math.min(2, os.availableParallelism() - 1));
  return Math.min(cores, Math.ceil(cards / CARDS_PER_THREAD));
}

/**
 * Renders cards; fonts are chosen once for all of them. Each card is drawn whole (Satori, resvg,
 * PNG encoding) on a worker thread (worker.js), one card in flight per thread at a time, so the
 * main thread is left to the other postBuild plugins, and the fonts and Satori's garbage go away
 * with the threads. With `threads: 0` the cards are drawn on the main thread (same PNGs).
 */
export async function renderCards(
  cards: CardData[],
  onCard: (card: CardData, png: Buffer) => Promise<void>,
  options: { threads?: number } = {},
): Promise<void> {
  if (cards.length === 0) return;
  const { fonts, families } = fontsFor(cards.flatMap((c) => [c.title, c.section, c.badge ?? '']));
  const threads = options.threads ?? cardThreads(cards.length);
  if (threads === 0) {
    for (const card of cards) {
      const svg = await satori(layout(card, families) as Parameters<typeof satori>[0], {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
      });
      await onCard(card, new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
    }
    return;
  }
  // Structured clone turns a Buffer into a Uint8Array; an ArrayBuffer is what Satori reads either way.
  const workerFonts = fonts.map((f) => ({
    ...f,
    data: f.data.buffer.slice(f.data.byteOffset, f.data.byteOffset + f.data.byteLength),
  }));
  let next = 0;
  const drawOn = async (worker: Worker) => {
    try {
      while (next < cards.length) {
        const id = next++;
        const png = await new Promise<Buffer>((resolve, reject) => {
          const onMessage = (message: { id: number; png?: Uint8Array; error?: string }) => {
            worker.off('error', reject);
            if (message.error !== undefined) reject(new Error(`social card "${cards[id].title}": ${message.error}`));
            else resolve(Buffer.from(message.png!.buffer, message.png!.byteOffset, message.png!.byteLength));
          };
          worker.once('message', onMessage);
          worker.once('error', reject);
          worker.postMessage({ id, tree: layout(cards[id], families) });
        });
        await onCard(cards[id], png);
      }
    } finally {
      await worker.terminate();
    }
  };
  const workers = Array.from(
    { length: Math.min(threads, cards.length) },
    () =>
      new Worker(path.join(__dirname, 'worker.js'), {
        workerData: { fonts: workerFonts, width: CARD_WIDTH, height: CARD_HEIGHT },
        // A bound, so the thread collects Satori's garbage instead of growing (without one, drawing
        // 177 Chinese cards on the main thread took the process to 0.84 GiB, on this thread 0.33
        // GiB); 32 MiB is enough for the fonts of all the Chinese cards.
        resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
      }),
  );
  await Promise.all(workers.map(drawOn));
}
