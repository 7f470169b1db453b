// The search dialog: an input with the combobox pattern (arrows move through the results,
// Enter opens one, Esc closes), results grouped by page with their headings, recent searches,
// and the section indexes when there is nothing to show. Loaded on first open.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadPagefind, search } from './engine';
import { groupHits, highlight, type ResultGroup } from './results';
import { addRecent, readRecent, type RecentSearch, writeRecent } from './recent';
import { isSearchable, versionOfPath } from './scope';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

interface Props {
  initialQuery: string;
  onClose: () => void;
}

interface Option {
  id: string;
  url: string;
  title: string;
  query: string;
}

type Status = 'idle' | 'done' | 'error';

/** The section indexes offered when there is nothing else to show. */
function useSections(): { to: string; label: string }[] {
  return [
    { to: '/guide/start/introduction', label: translate({ id: 'search.sections.guide', message: 'Guide' }) },
    { to: '/config/', label: translate({ id: 'search.sections.config', message: 'Config' }) },
    { to: '/plugins/', label: translate({ id: 'search.sections.plugins', message: 'Plugins' }) },
    { to: '/api/', label: translate({ id: 'search.sections.api', message: 'API' }) },
  ];
}

function Highlighted({ text, query }: { text: string; query: string }): ReactNode {
  return highlight(text, query).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never move.
    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}

export default function SearchModal({ initialQuery, onClose }: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const bundleUrl = useBaseUrl('/pagefind/');
  const { pathname } = useLocation();
  const history = useHistory();
  const version = versionOfPath(pathname.replace(/^\/zh(?=\/)/, ''));
  const sections = useSections();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  const [query, setQueryState] = useState(initialQuery);
  // The input's text while an input method is composing, not searched yet.
  const [draft, setDraft] = useState<string | null>(null);
  const setQuery = (value: string) => {
    setDraft(null);
    setQueryState(value);
  };
  const [includeBlog, setIncludeBlog] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [groups, setGroups] = useState<ResultGroup[]>([]);
  // The query the shown results answer (tests and the bench wait for it).
  const [answered, setAnswered] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>([]);

  // The index starts loading when the search opens; a query typed meanwhile waits for it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    loadPagefind(bundleUrl)
      .then(() => mounted && setReady(true))
      .catch(() => mounted && setStatus('error'));
    return () => {
      mounted = false;
    };
  }, [bundleUrl]);

  useEffect(() => {
    setRecent(readRecent(locale));
    inputRef.current?.focus();
    // Lock the page's scrolling; the scrollbar's width becomes padding so nothing moves.
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, [locale]);

  const lastQuery = useRef('');
  // A query typed while the index loads is searched as soon as it is ready: each query waits
  // for the same loading promise, and only the latest one is shown.
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      lastQuery.current = '';
      setStatus('idle');
      setGroups([]);
      setAnswered('');
      return undefined;
    }
    let current = true;
    // A query that extends the last one is being typed: the next keystroke is likely.
    const previous = lastQuery.current;
    lastQuery.current = q;
    const typing = previous !== '' && q.length > previous.length && q.startsWith(previous);
    search(q, { bundleUrl, version, includeBlog }, () => !current, { prefetch: typing })
      .then((hits) => {
        if (!current || !hits) return;
        setGroups(groupHits(hits));
        setAnswered(q);
        setActive(0);
        setStatus('done');
      })
      .catch(() => {
        if (current) setStatus('error');
      });
    return () => {
      current = false;
    };
  }, [query, includeBlog, bundleUrl, version]);

  const options: Option[] = useMemo(() => {
    if (query.trim()) {
      return groups.flatMap((g) =>
        g.items.map((item) => ({ id: `${listId}-${item.url}`, url: item.url, title: item.title, query: answered })),
      );
    }
    return recent.map((r) => ({ id: `${listId}-recent-${r.url}`, url: r.url, title: r.title, query: r.query }));
  }, [query, groups, recent, answered, listId]);

  const choose = useCallback(
    (option: Option) => {
      const entry = { query: option.query, title: option.title, url: option.url };
      writeRecent(locale, addRecent(readRecent(locale), entry));
      onClose();
      history.push(option.url);
    },
    [locale, onClose, history],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Tab') {
      // Keep the focus inside the dialog.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]');
      if (!focusable?.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A click outside the dialog (on the dimmed page) closes it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  useEffect(() => {
    const id = options[active]?.id;
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  }, [active, options]);

  const activeId = options[active]?.id;
  const hasQuery = Boolean(query.trim());
  const dialogLabel = translate({ id: 'search.dialog.label', message: 'Search the documentation' });
  let index = -1;
  const optionProps = (option: Option) => {
    index += 1;
    const i = index;
    return {
      id: option.id,
      role: 'option' as const,
      'aria-selected': i === active,
      className: clsx(styles.option, i === active && styles.optionActive),
      onMouseMove: () => setActive(i),
      onClick: (event: React.MouseEvent) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        choose(option);
      },
    };
  };

  const sectionLinks = (
    <nav aria-label={translate({ id: 'search.sections.label', message: 'Browse the sections' })}>
      <p className={styles.hint}>
        <Translate id="search.sections.title">Or browse a section:</Translate>
      </p>
      <ul className={styles.sections}>
        {sections.map((s) => (
          <li key={s.to}>
            <Link to={s.to} onClick={onClose} className={styles.sectionLink}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={dialogLabel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <SearchIcon className={styles.inputIcon} size={20} />
          <input
            ref={inputRef}
            data-search-input
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            aria-label={dialogLabel}
            placeholder={translate({ id: 'search.input.placeholder', message: 'Search docs' })}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={128}
            value={draft ?? query}
            onChange={(e) => {
              // While an input method composes (pinyin before it becomes 汉字), wait for the word.
              if (!(e.nativeEvent as InputEvent).isComposing) setQuery(e.target.value);
              else setDraft(e.target.value);
            }}
            onCompositionEnd={(e) => setQuery(e.currentTarget.value)}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <Translate id="search.dialog.close">Close</Translate>
          </button>
        </div>
        <div className={styles.scope}>
          <label className={styles.toggle}>
            <input type="checkbox" checked={includeBlog} onChange={(e) => setIncludeBlog(e.target.checked)} />
            <Translate id="search.scope.blog">Include blog posts</Translate>
          </label>
          <span className={styles.status} aria-live="polite">
            {hasQuery && !ready && status !== 'error' && (
              <Translate id="search.status.loading">Loading the search index…</Translate>
            )}
            {status === 'error' && (
              <Translate id="search.status.error">The search index could not be loaded. Try again later.</Translate>
            )}
          </span>
        </div>
        <div className={styles.body}>
          <div
            id={listId}
            role="listbox"
            aria-label={translate({ id: 'search.results.label', message: 'Search results' })}
            data-query={hasQuery ? answered : undefined}
            className={styles.listbox}
          >
            {hasQuery
              ? groups.map((group) => (
                  <div key={group.url} role="group" aria-label={group.page} className={styles.group}>
                    <div className={styles.groupHeader} aria-hidden="true">
                      <span className={styles.groupTitle}>{group.page}</span>
                      {group.section && <span className={styles.groupSection}>{group.section}</span>}
                    </div>
                    {group.items.map((item) => {
                      const option = options.find((o) => o.url === item.url);
                      if (!option) return null;
                      return (
                        <a key={item.url} href={item.url} {...optionProps(option)}>
                          <span className={styles.optionKind} aria-hidden="true">
                            {item.isPage ? '¶' : '#'}
                          </span>
                          <span className={styles.optionText}>
                            <span className={styles.optionTitle}>
                              <Highlighted text={item.title} query={answered} />
                            </span>
                            <span
                              className={styles.excerpt}
                              // Pagefind escapes the page text and adds only <mark>.
                              // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
                              dangerouslySetInnerHTML={{ __html: item.excerpt }}
                            />
                          </span>
                        </a>
                      );
                    })}
                  </div>
                ))
              : recent.length > 0 && (
                  <div role="group" aria-label={translate({ id: 'search.recent.title', message: 'Recent' })}>
                    <div className={styles.groupHeader} aria-hidden="true">
                      <span className={styles.groupTitle}>
                        <Translate id="search.recent.title">Recent</Translate>
                      </span>
                    </div>
                    {options.map((option) => (
                      <a key={option.id} href={option.url} {...optionProps(option)}>
                        <span className={styles.optionKind} aria-hidden="true">
                          ↺
                        </span>
                        <span className={styles.optionText}>
                          <span className={styles.optionTitle}>{option.title}</span>
                          <span className={styles.excerpt}>{option.query}</span>
                        </span>
                      </a>
                    ))}
                  </div>
                )}
          </div>
          {hasQuery &&
            status === 'done' &&
            answered === query.trim() &&
            isSearchable(answered) &&
            groups.length === 0 && (
              <div className={styles.empty}>
                <p>
                  <Translate id="search.results.none" values={{ query: <strong>{answered}</strong> }}>
                    {'No results for {query}.'}
                  </Translate>
                </p>
                {sectionLinks}
              </div>
            )}
          {!hasQuery && (
            <div className={styles.empty}>
              {recent.length > 0 && (
                <button
                  type="button"
                  className={styles.clearRecent}
                  onClick={() => {
                    writeRecent(locale, []);
                    setRecent([]);
                  }}
                >
                  <Translate id="search.recent.clear">Clear recent searches</Translate>
                </button>
              )}
              {sectionLinks}
            </div>
          )}
        </div>
        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd>↵</kbd> <Translate id="search.footer.open">to open</Translate>
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> <Translate id="search.footer.move">to move</Translate>
          </span>
          <span>
            <kbd>Esc</kbd> <Translate id="search.footer.close">to close</Translate>
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
