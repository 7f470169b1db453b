// Wrapped so Prism's extra languages (themeConfig.prism.additionalLanguages) are
// registered here, with the first code block, instead of on every page
// (plugins/prism-on-demand removes theme-classic's global registration).
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
