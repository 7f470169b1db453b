// The navbar's search button. It is all the first load carries: the modal, Pagefind and the
// index load when the reader opens search (click, Ctrl/Cmd+K or `/`), and keys typed while
// the modal is still loading are kept and handed to it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

const loadModal = () => import('./SearchModal');

/** The button that answers Ctrl/Cmd+K and `/` (the first one mounted). */
let shortcutOwner: symbol | null = null;
const SearchModal = lazy(loadModal);

/** True when the key goes to a field the reader is typing in, where `/` is a character. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

export default function SearchButton(): ReactNode {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // Characters typed between opening and the modal's input taking the focus.
  const typedAhead = useRef('');
  const [isMac, setIsMac] = useState(false);

  const openSearch = useCallback((query = '') => {
    typedAhead.current = query;
    setInitialQuery(query);
    setOpen(true);
  }, []);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    // The 404 page shows a second button; only the first one mounted answers the shortcuts.
    const claim = Symbol('search-shortcuts');
    shortcutOwner ??= claim;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shortcutOwner !== claim) return;
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !open)) {
        event.preventDefault();
        if (!open) openSearch();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (shortcutOwner === claim) shortcutOwner = null;
    };
  }, [open, openSearch]);

  // Until the modal's input exists, printable keys go into the query instead of the page.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const input = document.querySelector<HTMLInputElement>('[data-search-input]');
      if (input) {
        // The modal is there: its input takes this key, focused or not yet.
        if (document.activeElement !== input) input.focus();
        return;
      }
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typedAhead.current += event.key;
        setInitialQuery(typedAhead.current);
        event.preventDefault();
      } else if (event.key === 'Backspace') {
        typedAhead.current = typedAhead.current.slice(0, -1);
        setInitialQuery(typedAhead.current);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const label = translate({ id: 'search.button.label', message: 'Search', description: 'Navbar search button' });
  return (
    <div className={clsx('navbar__search', styles.searchBox)}>
      <button
        ref={button}
        type="button"
        className={clsx('navbar__search-input', styles.searchButton)}
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => openSearch()}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <SearchIcon className={styles.searchIcon} size={16} />
        <span className={styles.searchLabel}>{label}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal
            initialQuery={initialQuery}
            onClose={() => {
              setOpen(false);
              setInitialQuery('');
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
