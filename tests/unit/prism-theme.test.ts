import { themes } from 'prism-react-renderer';
import { contrast, withContrast } from '../../src/prism/theme';

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];

test.each([
  ['github', themes.github],
  ['vsDark', themes.vsDark],
])('every token colour of %s reaches 4.5:1 on the code background', (_name, theme) => {
  const fixed = withContrast(theme);
  const bg = hex(fixed.plain.backgroundColor!);
  const colours = [fixed.plain.color!, ...fixed.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
  // Every colour comes out as #rrggbb, rgb() ones included, and all of them reach AA.
  expect(colours.filter((c) => !/^#[0-9a-f]{6}$/i.test(c))).toEqual([]);
  const low = colours.filter((c) => contrast(hex(c), bg) < 4.5);
  expect(low).toEqual([]);
  // The stock theme really did fail, so the fix is doing something.
  const stock = theme.styles.map((s) => s.style.color).filter((c): c is string => !!c && c.length === 7);
  expect(stock.some((c) => contrast(hex(c), bg) < 4.5)).toBe(true);
});
