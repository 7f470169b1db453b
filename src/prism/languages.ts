// Every Prism grammar the site highlights: the languages of the code fences under
// docs/, blog/ and i18n/, plus toml for contributors' pages. There is no other
// list (themeConfig.prism.additionalLanguages stays empty); `npm run verify`
// fails a fence whose language has no grammar here.
// Each component file extends the global Prism that prism-core installs.
import './setup';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-rust';

// Vue single-file components are HTML with script and style blocks.
Prism.languages.vue = Prism.languages.markup;

export default Prism;
