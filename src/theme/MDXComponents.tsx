// Wrapped to register the components many pages use, so MDX files need no imports.
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import PluginSupportTable from '@site/src/components/PluginSupportTable';
import TeamCards from '@site/src/components/TeamCards';

export default {
  ...MDXComponents,
  PackageManagerTabs,
  PluginSupportTable,
  Tabs,
  TabItem,
  TeamCards,
};
