// Wrapped so the offline search (its UI, lunr and the Chinese tokenizer) is not
// part of every page's first load: a look-alike input is rendered until the
// reader points at it, focuses it or presses Ctrl/Cmd+K, then the real search
// bar loads and takes over with the focus and anything already typed.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
/** Whatever the navbar passes on to the search bar of the active search theme. */
type Props = Record<string, unknown>;
import styles from './styles.module.css';

const OriginalSearchBar = lazy(() => import('@theme-original/SearchBar'));

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/** Types `value` into the real input the way a reader would, so React sees it. */
function handOver(container: HTMLElement | null, value: string): void {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return;
  input.focus();
  if (value) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function Placeholder({ onActivate, inputRef }: { onActivate: () => void; inputRef: React.Ref<HTMLInputElement> }) {
  const label = translate({ id: 'theme.SearchBar.label', message: 'Search' });
  return (
    <div className={`navbar__search ${styles.placeholder}`}>
      <input
        ref={inputRef}
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        onFocus={onActivate}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
      />
    </div>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // DocSearch is already a small button that loads its modal on demand.
  const eager = Boolean((siteConfig.themeConfig as { algolia?: unknown }).algolia);
  const [active, setActive] = useState(eager);
  const container = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLInputElement>(null);
  const pending = useRef<{ focus: boolean; value: string }>({ focus: false, value: '' });

  const activate = useCallback((focus: boolean) => {
    pending.current = {
      focus: focus || document.activeElement === placeholder.current,
      value: placeholder.current?.value ?? '',
    };
    setActive(true);
  }, []);

  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event)) {
        event.preventDefault();
        activate(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, activate]);

  const placeholderElement = <Placeholder inputRef={placeholder} onActivate={() => activate(false)} />;
  return (
    <div ref={container} className={styles.container}>
      {active ? (
        <Suspense fallback={placeholderElement}>
          <OriginalSearchBar {...props} />
          <AfterMount
            run={() => {
              if (pending.current.focus) handOver(container.current, pending.current.value);
            }}
          />
        </Suspense>
      ) : (
        placeholderElement
      )}
    </div>
  );
}

/** Runs once, after the lazily loaded search bar beside it is in the page. */
function AfterMount({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once on mount, whatever the callback's identity.
  useEffect(run, []);
  return null;
}
