// @ts-check
/**
 * Rspack loader for the browser build's route registry (.docusaurus/registry.js), whose entries
 * read `"id": [() => import("@site/a.mdx"), "@site/a.mdx", require.resolveWeak("@site/a.mdx")]`.
 * The middle string is the module's name for the server render's react-loadable Capture; the
 * browser never reads it, so it becomes an empty string. See ./index.ts.
 * @param {string} source
 */
module.exports = function dropModuleNames(source) {
  return source.replace(/(\[\(\) => import\([^\n]*?\)), "[^"\n]*", (require\.resolveWeak\()/g, '$1, "", $2');
};
