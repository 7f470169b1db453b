// prismjs ships its core and grammars as separate files that @types/prismjs does not describe.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';

  export default Prism;
}
declare module 'prismjs/components/prism-*';
