// @ts-check
/**
 * Rspack loader for the docs plugin's version data (the `p/*.json` props every doc page loads):
 * drops each doc's `description`, about 30 KB of the 64 KB, which only theme-classic's DocCard
 * reads (category index cards; this site has none). See ./index.ts.
 * @param {string} source
 */
module.exports = function stripDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (docs) {
    for (const doc of Object.values(docs)) delete doc.description;
  }
  return JSON.stringify(data);
};
