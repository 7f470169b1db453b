// @ts-check
/**
 * The one tslib helper @docusaurus/utils-common calls in the browser, with tslib's behaviour:
 * a CommonJS module is wrapped as `{ default: module }`, an ES module is returned as it is.
 * See ./index.ts.
 * @param {any} mod
 */
exports.__importDefault = function __importDefault(mod) {
  return mod?.__esModule ? mod : { default: mod };
};
