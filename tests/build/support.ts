import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '../..');
/** The production build: build/, or another one named by BUILD_DIR (as `npm run serve` reads it). */
export const BUILD = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(ROOT, 'build');

/** Fails the suite with the fix when build/ does not hold both languages. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(BUILD, 'index.html')) || !fs.existsSync(path.join(BUILD, 'zh/index.html'))) {
    throw new Error('No production build of both locales in build/: run `npm run build` first.');
  }
}

/** The HTML file `docusaurus build` writes for a URL path. */
export function builtHtml(urlPath: string): string {
  return path.join(BUILD, urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}/index.html`);
}
