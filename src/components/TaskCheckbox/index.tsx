import { translate } from '@docusaurus/Translate';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Inputs in Markdown: only the checkboxes of task lists (`- [ ] item`). They carry no label of
 * their own (axe: label), so each is named "Done": a screen reader reads "Done, checkbox, not
 * checked", which is what the box means beside its item.
 */
export default function TaskCheckbox(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox') return <input {...props} />;
  return (
    <input
      aria-label={translate({
        id: 'taskList.checkbox.label',
        message: 'Done',
        description: 'Accessible name of the checkbox before each item of a Markdown task list',
      })}
      {...props}
    />
  );
}
