// Ejected from @docusaurus/theme-classic 3.10.2 to drop the `key={String(isBrowser)}`
// that unmounted and rebuilt every code block right after hydration (Prism ran
// twice, the block's HTML was parsed again). The colour mode is set in an effect
// after hydration, so a dark-mode reader still gets the dark theme by an ordinary
// re-render (CodeBlock/Content, CodeBlock/Container read it with usePrismTheme).
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** The children as one string when they are only strings, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // (CUSTOM) no key: the block hydrates once and is never remounted.
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
