import type { CSSProperties } from 'react';

/** A code theme, in the shape of the themes prism-react-renderer ships (`themeConfig.prism.theme`). */
export interface PrismTheme {
  plain: CSSProperties;
  styles: { types: string[]; style: CSSProperties; languages?: string[] }[];
}

/**
 * Stock Prism themes use token colours below WCAG AA on their own background
 * (github's numbers are 2.6:1). This returns a copy where every colour is
 * darkened (light themes) or lightened (dark themes) just enough to reach
 * `minRatio` against the theme's background.
 */
type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` (vsDark writes its colours that way). */
function parseHex(hex: string): Rgb | null {
  const functional = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(hex);
  if (functional) return [Number(functional[1]), Number(functional[2]), Number(functional[3])];
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function adjust(color: string, background: Rgb, minRatio: number): string {
  let rgb = parseHex(color);
  if (!rgb) return color;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step < 40 && contrast(rgb, background) < minRatio; step += 1) {
    rgb = rgb.map((v, i) => v + (target[i] - v) * 0.06) as Rgb;
  }
  return toHex(rgb);
}

export function withContrast<T extends PrismTheme>(theme: T, minRatio = 4.6): T {
  const background = parseHex(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  return {
    ...theme,
    plain: { ...theme.plain, color: adjust(theme.plain.color ?? '#000', background, minRatio) },
    styles: theme.styles.map((s) => ({
      ...s,
      style: { ...s.style, ...(s.style.color ? { color: adjust(s.style.color, background, minRatio) } : {}) },
    })),
  };
}
