// Wrapped to register the components many pages use, so MDX files need no imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import PluginSupportTable from '@site/src/components/PluginSupportTable';
import Table from '@site/src/components/Table';
import TaskCheckbox from '@site/src/components/TaskCheckbox';
import TeamCards from '@site/src/components/TeamCards';

export default {
  ...MDXComponents,
  PackageManagerTabs,
  PluginSupportTable,
  Tabs,
  TabItem,
  TeamCards,
  // Markdown tables are scroll areas; this makes them reachable by keyboard.
  table: Table,
  // Task list checkboxes get an accessible name.
  input: TaskCheckbox,
};
