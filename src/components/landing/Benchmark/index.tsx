import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Section from '@site/src/components/landing/Section';
import {
  BENCHMARK_METRICS,
  BENCHMARK_METRIC_TEXT,
  BENCHMARK_REPO_URL,
  BENCHMARK_TOOLS,
  slowestSeconds,
  type BenchmarkMetric,
} from '@site/src/data/benchmark';
import styles from './styles.module.css';

function formatSeconds(seconds: number): string {
  return translate(
    { id: 'homepage.benchmark.seconds', message: '{seconds}s', description: 'A duration in the benchmark chart' },
    { seconds: seconds.toFixed(2) },
  );
}

/**
 * Bars start collapsed only when the chart is below the fold at load, then
 * grow when it scrolls into view; a chart already on screen is drawn at once.
 */
function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.getBoundingClientRect().top < window.innerHeight) {
      return undefined;
    }
    setRevealed(false);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, revealed };
}

export default function Benchmark() {
  const [metric, setMetric] = useState<BenchmarkMetric>('dev');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { ref: chartRef, revealed } = useRevealOnScroll<HTMLDivElement>();
  const slowest = slowestSeconds(metric);

  // Tabs pattern of the WAI-ARIA Authoring Practices: arrows, Home and End move and select.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = BENCHMARK_METRICS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) {
      return;
    }
    event.preventDefault();
    setMetric(BENCHMARK_METRICS[target]);
    tabRefs.current[target]?.focus();
  }

  return (
    <Section
      id="benchmark"
      tone="muted"
      title={translate({ id: 'homepage.benchmark.title', message: 'Built for Speed' })}
      description={translate({
        id: 'homepage.benchmark.description',
        message: 'A parallel, incremental architecture written in Rust keeps every step of the loop short.',
      })}
    >
      <div className={styles.panel} ref={chartRef}>
        <div
          className={styles.tabs}
          role="tablist"
          aria-label={translate({ id: 'homepage.benchmark.tabsLabel', message: 'Benchmark metric' })}
        >
          {BENCHMARK_METRICS.map((item, index) => (
            <button
              key={item}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`benchmark-tab-${item}`}
              className={clsx(styles.tab, item === metric && styles.tabSelected)}
              aria-selected={item === metric}
              aria-controls="benchmark-panel"
              tabIndex={item === metric ? 0 : -1}
              onClick={() => setMetric(item)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {BENCHMARK_METRIC_TEXT[item].label}
            </button>
          ))}
        </div>
        <div id="benchmark-panel" role="tabpanel" aria-labelledby={`benchmark-tab-${metric}`} tabIndex={0}>
          <table className={styles.chart} data-metric={metric}>
            <caption className={styles.caption}>{BENCHMARK_METRIC_TEXT[metric].caption}</caption>
            <thead className={styles.visuallyHidden}>
              <tr>
                <th scope="col">{translate({ id: 'homepage.benchmark.column.tool', message: 'Tool' })}</th>
                <th scope="col">{translate({ id: 'homepage.benchmark.column.time', message: 'Time' })}</th>
              </tr>
            </thead>
            <tbody>
              {BENCHMARK_TOOLS.map((tool, index) => {
                const seconds = tool.seconds[metric];
                const barStyle = {
                  '--rs-bar-scale': revealed ? seconds / slowest : 0,
                  '--rs-bar-index': index,
                } as CSSProperties;
                return (
                  <tr key={tool.id} data-tool={tool.id}>
                    <th scope="row" className={clsx(styles.tool, tool.highlight && styles.toolHighlight)}>
                      {tool.name}
                    </th>
                    <td className={styles.cell}>
                      {/* Flex lives on an inner box: a td with display:flex loses its cell role in some browsers. */}
                      <div className={styles.cellInner}>
                        <span className={styles.track} aria-hidden="true">
                          <span className={clsx(styles.bar, tool.highlight && styles.barHighlight)} style={barStyle} />
                        </span>
                        <span className={styles.value} data-seconds={seconds}>
                          {formatSeconds(seconds)}
                        </span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>
          {translate({
            id: 'homepage.benchmark.note',
            message:
              'Measured on a React application with 1,000 components; results depend on the machine. The cases, scripts and latest runs are public.',
          })}{' '}
          <Link href={BENCHMARK_REPO_URL}>
            {translate({ id: 'homepage.benchmark.repoLink', message: 'See the benchmark repository' })}
          </Link>
        </p>
      </div>
    </Section>
  );
}
