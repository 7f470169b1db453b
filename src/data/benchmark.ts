import { translate } from '@docusaurus/Translate';

/**
 * Build times of the landing page's benchmark chart.
 *
 * Source: the public benchmark repository
 * https://github.com/rspack-contrib/build-tools-performance (a React
 * application of 1,000 components, the case the repository started from).
 * Unit: seconds, lower is better.
 */
export const BENCHMARK_REPO_URL = 'https://github.com/rspack-contrib/build-tools-performance';

/**
 * - `dev`: from starting the dev server until the page has loaded.
 * - `build`: a production build.
 * - `hmr`: from saving a module until the browser shows the update.
 */
export type BenchmarkMetric = 'dev' | 'build' | 'hmr';

/** Order of the chart's tabs. */
export const BENCHMARK_METRICS: readonly BenchmarkMetric[] = ['dev', 'build', 'hmr'];

/** Tab label and chart caption of each metric, translated (Chinese in i18n/zh/code.json). */
export const BENCHMARK_METRIC_TEXT: Record<BenchmarkMetric, { label: string; caption: string }> = {
  dev: {
    label: translate({ id: 'homepage.benchmark.metric.dev', message: 'Dev startup' }),
    caption: translate({
      id: 'homepage.benchmark.caption.dev',
      message: 'Time from starting the dev server until the page has loaded, in seconds. Lower is better.',
    }),
  },
  build: {
    label: translate({ id: 'homepage.benchmark.metric.build', message: 'Production build' }),
    caption: translate({
      id: 'homepage.benchmark.caption.build',
      message: 'Time to finish a production build, in seconds. Lower is better.',
    }),
  },
  hmr: {
    label: translate({ id: 'homepage.benchmark.metric.hmr', message: 'HMR' }),
    caption: translate({
      id: 'homepage.benchmark.caption.hmr',
      message: 'Time from saving a module until the browser shows the change, in seconds. Lower is better.',
    }),
  },
};

export interface BenchmarkTool {
  /** Stable key for React and tests. */
  id: string;
  /** Tool names are product names: shown as is in every language. */
  name: string;
  /** Drawn in the brand colour: the product this site documents. */
  highlight: boolean;
  /** Seconds per metric. */
  seconds: Readonly<Record<BenchmarkMetric, number>>;
}

export const BENCHMARK_TOOLS: readonly BenchmarkTool[] = [
  { id: 'rspack', name: 'Rspack', highlight: true, seconds: { dev: 0.41, build: 0.28, hmr: 0.08 } },
  { id: 'vite-swc', name: 'Vite + SWC', highlight: false, seconds: { dev: 1.29, build: 1.39, hmr: 0.05 } },
  { id: 'webpack-swc', name: 'webpack + SWC', highlight: false, seconds: { dev: 2.26, build: 2.01, hmr: 0.2 } },
  { id: 'webpack-babel', name: 'webpack + Babel', highlight: false, seconds: { dev: 5.02, build: 6.52, hmr: 0.2 } },
];

/** The slowest time of a metric: its bar spans the whole track. */
export function slowestSeconds(metric: BenchmarkMetric): number {
  return Math.max(...BENCHMARK_TOOLS.map((tool) => tool.seconds[metric]));
}
