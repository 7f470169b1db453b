#!/usr/bin/env node
/**
 * Writes the four Lottie animations of the landing page's feature cards to
 * src/components/landing/Features/animations/. They are drawn here from plain
 * shapes and keyframes (no design tool, no third-party artwork), so a change of
 * colour or timing is a code review rather than a binary diff.
 *
 * Run: node scripts/generate-animations.mjs [output directory]
 * (the landing-data test writes them to a temporary directory and compares).
 *
 * Frame counts (lightning 60, speedometer 50, two more of 375 and 36) and the 20 fps rate are the brand animations'; tests/unit/landing-data.test.ts
 * checks the written files against src/data/features.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/components/landing/Features/animations');

/** Every feature-card animation runs at 20 fps, so the four loops stay in step. */
const FPS = 20;
/** Square canvas; the card scales it to its reserved box. */
const SIZE = 120;
const CENTER = SIZE / 2;

/**
 * Mid-tone colours that stay readable on both the light and the dark card
 * background, as Lottie RGBA (0-1) arrays.
 */
const hex = (value, alpha = 1) => {
  const n = Number.parseInt(value.slice(1), 16);
  const channel = (shift) => Math.round((((n >> shift) & 255) / 255) * 1000) / 1000;
  return [channel(16), channel(8), channel(0), alpha];
};
const COLORS = {
  orange: hex('#f97316'),
  deepOrange: hex('#ea580c'),
  red: hex('#ef4444'),
  amber: hex('#fbbf24'),
  neutral: hex('#94a3b8'),
  white: hex('#ffffff'),
  green: hex('#16a34a'),
  teal: hex('#14b8a6'),
  violet: hex('#8b5cf6'),
  sky: hex('#0ea5e9'),
};

// ---------------------------------------------------------------------------
// Lottie building blocks (bodymovin 5.x schema)
// ---------------------------------------------------------------------------

const still = (k) => ({ a: 0, k });

/** Cubic easings as bodymovin in/out tangents. */
const EASE = {
  inOut: { o: [0.45, 0], i: [0.55, 1] },
  out: { o: [0.2, 0.8], i: [0.3, 1] },
  in: { o: [0.6, 0], i: [0.9, 0.4] },
  linear: { o: [0, 0], i: [1, 1] },
};

/**
 * An animated property. `frames` is a list of [time, value, easing?]; the
 * easing of a key applies to the segment that starts there. Scalars are
 * wrapped in arrays as bodymovin expects.
 */
const keyed = (frames) => ({
  a: 1,
  k: frames.map(([t, value, easing = 'inOut'], index) => {
    const s = Array.isArray(value) ? value : [value];
    if (index === frames.length - 1) {
      return { t, s };
    }
    const { o, i } = EASE[easing];
    const dims = s.length;
    return {
      t,
      s,
      o: { x: Array(dims).fill(o[0]), y: Array(dims).fill(o[1]) },
      i: { x: Array(dims).fill(i[0]), y: Array(dims).fill(i[1]) },
    };
  }),
});

const groupTransform = ({ p = [0, 0], a = [0, 0], s = [100, 100], r = 0, o = 100 } = {}) => ({
  ty: 'tr',
  p: p.a === undefined ? still(p) : p,
  a: still(a),
  s: s.a === undefined ? still(s) : s,
  r: typeof r === 'number' ? still(r) : r,
  o: typeof o === 'number' ? still(o) : o,
  sk: still(0),
  sa: still(0),
});

const group = (nm, items, transform) => ({ ty: 'gr', nm, it: [...items, groupTransform(transform)] });

/** A polygon with straight edges. */
const polygon = (nm, points, closed = true) => ({
  ty: 'sh',
  nm,
  ks: still({
    i: points.map(() => [0, 0]),
    o: points.map(() => [0, 0]),
    v: points,
    c: closed,
  }),
});

const ellipse = (nm, size, p = [0, 0]) => ({ ty: 'el', nm, p: still(p), s: still([size, size]) });
const rect = (nm, [w, h], p = [0, 0], r = 0) => ({ ty: 'rc', nm, p: still(p), s: still([w, h]), r: still(r) });
const fill = (color, o = 100) => ({ ty: 'fl', c: still(color), o: typeof o === 'number' ? still(o) : o, r: 1 });
const stroke = (color, w, o = 100) => ({
  ty: 'st',
  c: still(color),
  o: typeof o === 'number' ? still(o) : o,
  w: still(w),
  lc: 2, // round caps
  lj: 2, // round joins
});
/** Trim paths: draws the part of a path between `s` and `e` percent, turned by `o` degrees. */
const trim = ({ s = 0, e = 100, o = 0 }) => ({
  ty: 'tm',
  s: typeof s === 'number' ? still(s) : s,
  e: typeof e === 'number' ? still(e) : e,
  o: still(o),
  m: 1,
});

let layerIndex = 0;
/** A shape layer centred on the canvas, so scale and rotation pivot on the middle. */
const layer = (nm, shapes, op, { s = [100, 100, 100], o = 100, r = 0 } = {}) => ({
  ddd: 0,
  ind: ++layerIndex,
  ty: 4,
  nm,
  sr: 1,
  ks: {
    o: typeof o === 'number' ? still(o) : o,
    r: typeof r === 'number' ? still(r) : r,
    p: still([CENTER, CENTER, 0]),
    a: still([CENTER, CENTER, 0]),
    s: s.a === undefined ? still(s) : s,
  },
  ao: 0,
  shapes,
  ip: 0,
  op,
  st: 0,
  bm: 0,
});

const composition = (nm, op, layers) => ({
  v: '5.7.4',
  fr: FPS,
  ip: 0,
  op,
  w: SIZE,
  h: SIZE,
  nm,
  ddd: 0,
  assets: [],
  // bodymovin draws the first layer on top; callers list layers back to front.
  layers: [...layers].reverse(),
});

// ---------------------------------------------------------------------------
// Speedometer (50 frames, Fast Startup): the needle sweeps to the top of the
// scale as the arc fills, settles, then falls back for the next loop.
// ---------------------------------------------------------------------------

function speedometer() {
  const op = 50;
  const gauge = [CENTER, 66];
  const radius = 42;
  // The gauge is a 270° arc opening downwards: 75% of a circle, started 135°
  // left of twelve o'clock.
  const ARC = 75;
  const arcOffset = -135;
  const progress = [
    [0, 0, 'out'],
    [16, 70],
    [21, 64],
    [25, 67],
    [38, 67, 'in'],
    [48, 0],
    [50, 0],
  ];
  // The needle turns with the arc's end: 0% → -135°, 75% → +135°.
  const toAngle = (percent) => Math.round((arcOffset + (percent / ARC) * 270) * 10) / 10;

  const ticks = Array.from({ length: 7 }, (_, index) => {
    const angle = arcOffset + index * 45;
    return group(`tick ${index}`, [rect('tick', [3, 7], [0, -radius + 14], 1.5), fill(COLORS.neutral, 90)], {
      p: gauge,
      r: angle,
    });
  });

  return composition('Speedometer', op, [
    layer(
      'track',
      [
        group('track', [ellipse('arc', radius * 2), trim({ e: ARC, o: arcOffset }), stroke(COLORS.neutral, 9, 45)], {
          p: gauge,
        }),
      ],
      op,
    ),
    layer('ticks', ticks, op),
    layer(
      'progress',
      [
        group(
          'progress',
          [ellipse('arc', radius * 2), trim({ e: keyed(progress), o: arcOffset }), stroke(COLORS.orange, 9)],
          { p: gauge },
        ),
      ],
      op,
    ),
    layer(
      'needle',
      [
        group(
          'needle',
          [
            polygon(
              'needle',
              [
                [0, 4],
                [0, -radius + 8],
              ],
              false,
            ),
            stroke(COLORS.red, 5),
          ],
          { p: gauge, r: keyed(progress.map(([t, value, easing]) => [t, toAngle(value), easing])) },
        ),
        group('hub', [ellipse('hub', 14), fill(COLORS.red)], { p: gauge }),
        group('hub centre', [ellipse('dot', 5), fill(COLORS.white)], { p: gauge }),
      ],
      op,
    ),
  ]);
}

// ---------------------------------------------------------------------------
// Lightning bolt (60 frames, Lightning HMR): the bolt charges, strikes with a
// flicker, throws four sparks outwards and leaves a fading halo.
// ---------------------------------------------------------------------------

function lightning() {
  const op = 60;
  const bolt = [
    [70, 10],
    [34, 66],
    [57, 66],
    [48, 110],
    [88, 50],
    [64, 50],
    [77, 10],
  ];
  const sparkAngles = [-60, 30, 120, 210];
  const sparks = sparkAngles.map((angle, index) =>
    group(
      `spark ${index}`,
      [
        polygon(
          'ray',
          [
            [0, -34],
            [0, -50],
          ],
          false,
        ),
        // The ray is drawn outwards, then erased from its base; both ends reset together, unseen.
        trim({
          s: keyed([
            [0, 0],
            [12, 0, 'out'],
            [24, 100, 'linear'],
            [25, 0],
            [60, 0],
          ]),
          e: keyed([
            [0, 0],
            [8, 0, 'out'],
            [18, 100],
            [24, 100, 'linear'],
            [25, 0],
            [60, 0],
          ]),
        }),
        stroke(COLORS.amber, 4),
      ],
      { p: [CENTER, CENTER], r: angle },
    ),
  );

  return composition('Lightning', op, [
    layer('halo', [group('halo', [ellipse('halo', 80), fill(COLORS.orange)], { p: [CENTER, CENTER] })], op, {
      // Shrinks back while invisible (opacity 0 from frame 36), so the loop has no jump.
      s: keyed([
        [0, [60, 60, 100]],
        [8, [60, 60, 100], 'out'],
        [36, [135, 135, 100], 'linear'],
        [37, [60, 60, 100]],
        [60, [60, 60, 100]],
      ]),
      o: keyed([
        [0, 0],
        [8, 0, 'out'],
        [12, 30],
        [36, 0],
        [60, 0],
      ]),
    }),
    layer('sparks', sparks, op),
    layer('bolt', [group('bolt', [polygon('bolt', bolt), fill(COLORS.orange), stroke(COLORS.deepOrange, 3)])], op, {
      s: keyed([
        [0, [100, 100, 100]],
        [6, [88, 88, 100], 'out'],
        [12, [112, 112, 100]],
        [20, [100, 100, 100]],
        [60, [100, 100, 100]],
      ]),
      o: keyed([
        [0, 100],
        [6, 100, 'linear'],
        [8, 45, 'linear'],
        [10, 100, 'linear'],
        [12, 65, 'linear'],
        [14, 100],
        [60, 100],
      ]),
    }),
  ]);
}

// ---------------------------------------------------------------------------
// Orbit (375 frames, Framework Agnostic): four differently shaped satellites,
// one per kind of UI framework, circle the Rspack core once per loop. Each
// counter-rotates so it stays upright and swells in turn.
// ---------------------------------------------------------------------------

function orbit() {
  const op = 375;
  const radius = 40;
  const spin = keyed([
    [0, 0, 'linear'],
    [op, 360],
  ]);
  const counterSpin = keyed([
    [0, 0, 'linear'],
    [op, -360],
  ]);
  const quarter = Math.round(op / 4);

  const satellite = (nm, index, shapes) => {
    const angle = (index * Math.PI) / 2;
    const start = index * quarter;
    const swell = keyed([
      [0, [100, 100]],
      [start, [100, 100]],
      [start + 20, [122, 122]],
      [start + 45, [100, 100]],
      [op, [100, 100]],
    ]);
    return group(nm, shapes, {
      p: [Math.round(Math.sin(angle) * radius * 100) / 100, Math.round(-Math.cos(angle) * radius * 100) / 100],
      r: counterSpin,
      s: swell,
    });
  };

  const hexagon = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index;
    return [Math.round(Math.sin(angle) * 19 * 100) / 100, Math.round(-Math.cos(angle) * 19 * 100) / 100];
  });

  return composition('Orbit', op, [
    layer(
      'ring',
      [group('ring', [ellipse('ring', radius * 2), stroke(COLORS.neutral, 2, 55)], { p: [CENTER, CENTER] })],
      op,
    ),
    layer(
      'satellites',
      [
        group(
          'orbit',
          [
            satellite('circle', 0, [ellipse('circle', 16), fill(COLORS.teal)]),
            satellite('triangle', 1, [
              polygon('triangle', [
                [0, -9],
                [9, 7],
                [-9, 7],
              ]),
              fill(COLORS.violet),
              stroke(COLORS.violet, 2),
            ]),
            satellite('square', 2, [rect('square', [15, 15], [0, 0], 3), fill(COLORS.sky)]),
            satellite('diamond', 3, [
              polygon('diamond', [
                [0, -10],
                [9, 0],
                [0, 10],
                [-9, 0],
              ]),
              fill(COLORS.amber),
            ]),
          ],
          { p: [CENTER, CENTER], r: spin },
        ),
      ],
      op,
    ),
    layer(
      'core',
      [
        group('core', [polygon('hexagon', hexagon), fill(COLORS.orange), stroke(COLORS.deepOrange, 3)], {
          p: [CENTER, CENTER],
        }),
        group('core dot', [ellipse('dot', 10), fill(COLORS.white)], { p: [CENTER, CENTER] }),
      ],
      op,
      {
        s: keyed([
          [0, [100, 100, 100]],
          [94, [108, 108, 100]],
          [188, [100, 100, 100]],
          [282, [108, 108, 100]],
          [op, [100, 100, 100]],
        ]),
      },
    ),
  ]);
}

// ---------------------------------------------------------------------------
// Plug (36 frames, Webpack Compatible): a plug slides into a socket, a check
// badge pops up to confirm the fit, then the plug backs out for the next loop.
// ---------------------------------------------------------------------------

function plug() {
  const op = 36;
  const y = CENTER + 6;
  const socketX = 40;
  const plugOut = 95;
  const plugIn = 77;
  const plugPosition = keyed([
    [0, [plugOut, y]],
    [10, [plugIn, y], 'out'],
    [13, [plugIn + 2, y]],
    [15, [plugIn, y]],
    [26, [plugIn, y], 'in'],
    [34, [plugOut, y]],
    [op, [plugOut, y]],
  ]);

  return composition('Plug', op, [
    layer(
      'socket',
      [
        group(
          'cable',
          [
            polygon(
              'cable',
              [
                [-22, 0],
                [-socketX - 4, 0],
              ],
              false,
            ),
            stroke(COLORS.neutral, 5),
          ],
          { p: [socketX, y] },
        ),
        group(
          'socket',
          [rect('slot top', [10, 6], [13, -8], 1), rect('slot bottom', [10, 6], [13, 8], 1), fill(COLORS.orange)],
          { p: [socketX, y] },
        ),
        group('socket body', [rect('body', [36, 44], [0, 0], 9), stroke(COLORS.orange, 5)], { p: [socketX, y] }),
      ],
      op,
    ),
    layer('flash', [group('flash', [ellipse('flash', 46), stroke(COLORS.amber, 4)], { p: [61, y] })], op, {
      // Shrinks back while invisible (opacity 0 from frame 20), so the loop has no jump.
      s: keyed([
        [0, [40, 40, 100]],
        [10, [40, 40, 100], 'out'],
        [20, [120, 120, 100], 'linear'],
        [21, [40, 40, 100]],
        [op, [40, 40, 100]],
      ]),
      o: keyed([
        [0, 0],
        [10, 0, 'linear'],
        [11, 90, 'out'],
        [20, 0],
        [op, 0],
      ]),
    }),
    layer(
      'plug',
      [
        group(
          'plug',
          [
            polygon(
              'cable',
              [
                [15, 0],
                [60, 0],
              ],
              false,
            ),
            stroke(COLORS.neutral, 5),
          ],
          { p: plugPosition },
        ),
        group(
          'prongs',
          [rect('prong top', [14, 5], [-21, -8], 1.5), rect('prong bottom', [14, 5], [-21, 8], 1.5), fill(COLORS.red)],
          { p: plugPosition },
        ),
        group('plug body', [rect('body', [30, 36], [0, 0], 8), fill(COLORS.red)], { p: plugPosition }),
      ],
      op,
    ),
    layer(
      'badge',
      [
        group(
          'badge',
          [
            group('check', [
              polygon(
                'check',
                [
                  [-5, 0],
                  [-1.5, 4],
                  [5.5, -4],
                ],
                false,
              ),
              stroke(COLORS.white, 3),
            ]),
            group('disc', [ellipse('disc', 24), fill(COLORS.green)]),
          ],
          {
            p: [94, 30],
            s: keyed([
              [0, [0, 0]],
              [13, [0, 0], 'out'],
              [19, [115, 115]],
              [22, [100, 100]],
              [27, [100, 100], 'in'],
              [31, [0, 0]],
              [op, [0, 0]],
            ]),
          },
        ),
      ],
      op,
    ),
  ]);
}

const ANIMATIONS = { speedometer, lightning, orbit, plug };

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, build] of Object.entries(ANIMATIONS)) {
  layerIndex = 0;
  const data = build();
  const file = path.join(OUT_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data)}\n`);
  console.log(`${path.relative(process.cwd(), file)}: ${data.op} frames at ${data.fr} fps`);
}
