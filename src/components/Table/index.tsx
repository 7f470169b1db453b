import type { ComponentProps, ReactNode } from 'react';

/**
 * Markdown tables. Infima makes a table its own horizontal scroll area (display: block,
 * overflow: auto), so a wide table on a narrow screen can only be scrolled by keyboard when it
 * can take focus (axe: scrollable-region-focusable). Set in the server HTML: no script needed.
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
