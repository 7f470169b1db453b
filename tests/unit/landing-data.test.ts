import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCHMARK_METRICS, BENCHMARK_REPO_URL, BENCHMARK_TOOLS, slowestSeconds } from '@site/src/data/benchmark';
import { COMPANIES, LOGO_HEIGHT } from '@site/src/data/companies';
import { CAPABILITIES, FEATURE_CARDS, type FeatureCard } from '@site/src/data/features';
import { ROUTES, sourceFile, zhSourceFile } from '../routes';

/**
 * Schemas of the landing page's data (src/data) and the Lottie files of the
 * feature cards: the published benchmark figures, links that resolve in both languages,
 * animations of their brand lengths, one logo file per company.
 */
const ROOT = path.join(__dirname, '../..');
const ANIMATIONS_DIR = path.join(ROOT, 'src/components/landing/Features/animations');

/** A page is there when both its English and its Chinese source exist. */
function pageExists(route: string): boolean {
  return [sourceFile(route), zhSourceFile(route)].every((file) => fs.existsSync(path.join(ROOT, file)));
}

const KNOWN_ROUTES = new Set(ROUTES.map((route) => route.path));

/** Checks a linked item: `link` resolves now; `plannedLink` is a route of the manifest not written yet. */
function expectLinkSchema(item: { link: string; plannedLink?: string }): void {
  expect(KNOWN_ROUTES.has(item.link)).toBe(true);
  expect(pageExists(item.link)).toBe(true);
  if (item.plannedLink !== undefined) {
    expect(KNOWN_ROUTES.has(item.plannedLink)).toBe(true);
    // Once the intended page is written, `link` must move to it (see src/data/features.ts).
    expect({ plannedLink: item.plannedLink, written: pageExists(item.plannedLink) }).toEqual({
      plannedLink: item.plannedLink,
      written: false,
    });
    expect(item.link).not.toBe(item.plannedLink);
  }
}

describe('benchmark data', () => {
  test('holds the published figures, in seconds', () => {
    const table = Object.fromEntries(BENCHMARK_TOOLS.map((tool) => [tool.name, tool.seconds]));
    expect(table).toEqual({
      Rspack: { dev: 0.41, build: 0.28, hmr: 0.08 },
      'Vite + SWC': { dev: 1.29, build: 1.39, hmr: 0.05 },
      'webpack + SWC': { dev: 2.26, build: 2.01, hmr: 0.2 },
      'webpack + Babel': { dev: 5.02, build: 6.52, hmr: 0.2 },
    });
  });

  test('has three metrics, unique tool ids and Rspack as the only highlighted bar', () => {
    expect(BENCHMARK_METRICS).toEqual(['dev', 'build', 'hmr']);
    expect(new Set(BENCHMARK_TOOLS.map((tool) => tool.id)).size).toBe(BENCHMARK_TOOLS.length);
    expect(BENCHMARK_TOOLS.filter((tool) => tool.highlight).map((tool) => tool.name)).toEqual(['Rspack']);
    for (const tool of BENCHMARK_TOOLS) {
      expect(Object.keys(tool.seconds).sort()).toEqual([...BENCHMARK_METRICS].sort());
      for (const seconds of Object.values(tool.seconds)) {
        expect(Number.isFinite(seconds) && seconds > 0).toBe(true);
      }
    }
  });

  test('scales every metric to its slowest tool', () => {
    expect(slowestSeconds('dev')).toBe(5.02);
    expect(slowestSeconds('build')).toBe(6.52);
    expect(slowestSeconds('hmr')).toBe(0.2);
  });

  test('points to the public benchmark repository', () => {
    expect(BENCHMARK_REPO_URL).toBe('https://github.com/rspack-contrib/build-tools-performance');
  });
});

describe('feature cards', () => {
  test('are the four cards, in order', () => {
    expect(FEATURE_CARDS.map((card) => card.id)).toEqual([
      'FastStartup',
      'LightningHMR',
      'FrameworkAgnostic',
      'WebpackCompatible',
    ]);
  });

  test('link to existing pages and keep their intended targets', () => {
    const target = (card: FeatureCard) => card.plannedLink ?? card.link;
    expect(Object.fromEntries(FEATURE_CARDS.map((card) => [card.id, target(card)]))).toEqual({
      FastStartup: '/guide/start/introduction',
      LightningHMR: '/guide/start/introduction',
      FrameworkAgnostic: '/guide/tech/react',
      WebpackCompatible: '/guide/compatibility/plugin',
    });
    for (const card of FEATURE_CARDS) {
      expectLinkSchema(card);
    }
  });

  test('have a title and a description in Chinese', () => {
    const zh = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/code.json'), 'utf8')) as Record<string, unknown>;
    for (const { id } of FEATURE_CARDS) {
      expect(zh).toHaveProperty([`homepage.features.${id}`, 'message']);
      expect(zh).toHaveProperty([`homepage.features.${id}Desc`, 'message']);
    }
  });
});

/** Every animated property (`a: 1`) with its key name, anywhere in a Lottie document. */
function animatedProperties(node: unknown, key = ''): { key: string; frames: { t: number; s: number[] }[] }[] {
  if (Array.isArray(node)) {
    return node.flatMap((child) => animatedProperties(child, key));
  }
  if (node === null || typeof node !== 'object') {
    return [];
  }
  const record = node as Record<string, unknown>;
  if (record.a === 1 && Array.isArray(record.k)) {
    return [{ key, frames: record.k as { t: number; s: number[] }[] }];
  }
  return Object.entries(record).flatMap(([childKey, child]) => animatedProperties(child, childKey));
}

describe('feature card animations', () => {
  const animations = FEATURE_CARDS.map(({ id, animation }) => ({
    id,
    animation,
    json: JSON.parse(fs.readFileSync(path.join(ANIMATIONS_DIR, `${animation.name}.json`), 'utf8')) as {
      fr: number;
      ip: number;
      op: number;
      w: number;
      h: number;
      layers: { ip: number; op: number }[];
    },
  }));

  test('are their brand lengths: lightning 60, speedometer 50, two more of 375 and 36 frames', () => {
    const frames = Object.fromEntries(FEATURE_CARDS.map(({ animation }) => [animation.name, animation.frames]));
    expect(frames.lightning).toBe(60);
    expect(frames.speedometer).toBe(50);
    expect(Object.values(frames).sort((a, b) => a - b)).toEqual([36, 50, 60, 375]);
  });

  test.each(animations)('$id: the Lottie file matches the data at 20 fps', ({ animation, json }) => {
    expect(json.fr).toBe(20);
    expect(animation.fps).toBe(20);
    expect(json.op - json.ip).toBe(animation.frames);
    expect(json.w).toBeGreaterThan(0);
    expect(json.h).toBe(json.w);
    expect(json.layers.length).toBeGreaterThan(0);
    for (const layer of json.layers) {
      expect(layer.ip).toBeLessThanOrEqual(json.ip);
      expect(layer.op).toBeGreaterThanOrEqual(json.op);
    }
    expect(Number.isInteger(animation.stillFrame)).toBe(true);
    expect(animation.stillFrame).toBeGreaterThanOrEqual(0);
    expect(animation.stillFrame).toBeLessThan(animation.frames);
  });

  test.each(animations)('$id: loops without a jump (last frame equals the first)', ({ json }) => {
    const properties = animatedProperties(json.layers);
    expect(properties.length).toBeGreaterThan(0);
    for (const { key, frames } of properties) {
      const first = frames[0];
      const last = frames[frames.length - 1];
      expect(first.t).toBeLessThanOrEqual(json.ip);
      expect(last.t).toBe(json.op);
      // A rotation of a full turn ends where it started.
      const normalise = (values: number[]) => values.map((v) => (key === 'r' ? ((v % 360) + 360) % 360 : v));
      expect(normalise(last.s)).toEqual(normalise(first.s));
    }
  });

  test('are what scripts/generate-animations.mjs writes, not edited by hand', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'animations-'));
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-animations.mjs'), out], { stdio: 'pipe' });
      for (const { animation } of FEATURE_CARDS) {
        const committed = fs.readFileSync(path.join(ANIMATIONS_DIR, `${animation.name}.json`), 'utf8');
        expect(fs.readFileSync(path.join(out, `${animation.name}.json`), 'utf8')).toBe(committed);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('"Fully Featured" capabilities', () => {
  test('are the twelve capabilities, in order', () => {
    expect(CAPABILITIES.map((item) => item.id)).toEqual([
      'codeSplitting',
      'treeShaking',
      'plugins',
      'moduleFederation',
      'assetManagement',
      'loaders',
      'hmr',
      'devServer',
      'parallelBuilds',
      'swc',
      'lightningCss',
      'javascriptApi',
    ]);
  });

  test('link to existing pages and keep their intended target', () => {
    for (const item of CAPABILITIES) {
      expectLinkSchema(item);
    }
  });

  test('have a title and a description in Chinese', () => {
    const zh = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/code.json'), 'utf8')) as Record<string, unknown>;
    for (const { id } of CAPABILITIES) {
      expect(zh).toHaveProperty([`homepage.fullyFeatured.${id}`, 'message']);
      expect(zh).toHaveProperty([`homepage.fullyFeatured.${id}Desc`, 'message']);
    }
  });
});

describe('logo wall companies', () => {
  test('are about 22, each named once with an https link', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(20);
    expect(COMPANIES.length).toBeLessThanOrEqual(24);
    expect(new Set(COMPANIES.map((c) => c.name)).size).toBe(COMPANIES.length);
    expect(new Set(COMPANIES.map((c) => c.url)).size).toBe(COMPANIES.length);
    for (const company of COMPANIES) {
      expect(company.name.trim()).not.toBe('');
      expect(new URL(company.url).protocol).toBe('https:');
    }
  });

  test('exactly one entry carries text beside its mark', () => {
    const withText = COMPANIES.filter((c) => c.text !== undefined);
    expect(withText).toHaveLength(1);
    expect(withText[0].text?.trim()).not.toBe('');
  });

  test.each(COMPANIES)('$name: the wordmark file exists and is $width × 32', ({ logo, width }) => {
    expect(logo).toMatch(/^\/img\/companies\/[a-z0-9-]+\.svg$/);
    const svg = fs.readFileSync(path.join(ROOT, 'static', logo), 'utf8');
    expect(Number.isInteger(width) && width >= 24 && width <= 200).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${width} ${LOGO_HEIGHT}"`);
    // Marks only: no embedded raster images or external references.
    expect(svg).not.toMatch(/<image|xlink:href|href=/);
  });
});
