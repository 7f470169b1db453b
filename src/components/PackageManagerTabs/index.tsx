import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
type Manager = (typeof MANAGERS)[number];

export interface PackageManagerTabsProps {
  /**
   * Either the part after the manager's name (`add -D @rspack/core`), shown as
   * `npm add -D @rspack/core`, `yarn add -D @rspack/core` and so on, or one full
   * command per manager when they differ.
   */
  command: string | Record<Manager, string>;
}

function commandFor(command: PackageManagerTabsProps['command'], pm: Manager): string {
  return typeof command === 'string' ? `${pm} ${command}` : command[pm];
}

/** The same install or run command for npm, yarn, pnpm and bun; the choice is remembered. */
export default function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  return (
    <Tabs groupId="package-manager" queryString={false}>
      {MANAGERS.map((pm) => (
        <TabItem key={pm} value={pm} label={pm}>
          <CodeBlock language="bash">{commandFor(command, pm)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
