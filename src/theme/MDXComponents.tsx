// Wrapped to register the components many pages use, so MDX files need no imports. Components
// used by one page (PluginSupportTable, TeamCards) are imported by that page instead: what is
// registered here is in the JavaScript of every doc page.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import Table from '@site/src/components/Table';
import TaskCheckbox from '@site/src/components/TaskCheckbox';

export default {
  ...MDXComponents,
  PackageManagerTabs,
  Tabs,
  TabItem,
  // Markdown tables are scroll areas; this makes them reachable by keyboard.
  table: Table,
  // Task list checkboxes get an accessible name.
  input: TaskCheckbox,
};
