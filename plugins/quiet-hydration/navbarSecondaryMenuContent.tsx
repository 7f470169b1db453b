/**
 * @docusaurus/theme-common 3.10.2's navbar secondary menu content (lib/contexts/navbarSecondaryMenu/
 * content.js): a doc page hands its sidebar to the mobile menu from an effect after hydration. Two
 * changes: the hand-over is a transition, so the re-render it causes is sliced instead of blocking
 * the main thread in one task, and the props are memoized by identity of their values without a
 * `localeCompare` sort of their keys.
 */
import {
  createContext,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ReactContextError } from '@docusaurus/theme-common/internal';

type Content = { component: ComponentType<object> | null; props: object | null };
const Context = createContext<[Content, Dispatch<SetStateAction<Content>>] | null>(null);

export function NavbarSecondaryMenuContentProvider({ children }: { children: ReactNode }): ReactNode {
  const value = useState<Content>({ component: null, props: null });
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarSecondaryMenuContent(): Content {
  const value = useContext(Context);
  if (!value) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  return value[0];
}

export function NavbarSecondaryMenuFiller<P extends object>({
  component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}): ReactNode {
  const context = useContext(Context);
  if (!context) throw new ReactContextError('NavbarSecondaryMenuContentProvider');
  const [, setContent] = context;
  const keys = Object.keys(props).sort();
  // biome-ignore lint/correctness/useExhaustiveDependencies: shallow memo: same keys, same values, same object.
  const memoizedProps = useMemo(() => props, [keys.join(), ...keys.map((k) => props[k as keyof P])]);
  useEffect(() => {
    startTransition(() =>
      setContent({ component: component as ComponentType<object>, props: memoizedProps as object }),
    );
  }, [setContent, component, memoizedProps]);
  useEffect(() => () => setContent({ component: null, props: null }), [setContent]);
  return null;
}
