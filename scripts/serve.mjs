// `npm run serve`: serves the production build like a static host would, with
// clean URLs (/page.html redirects to /page) and a 404 page in the reader's
// language: /zh/... answers with build/zh/404.html, everything else with the
// English one. `docusaurus serve` has only one 404 page for all locales.
// The headers (CSP, caching) and redirects come from build/_headers and
// build/_redirects, the files a Netlify or Cloudflare Pages deploy reads.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { headersFor, parseHeaders, parseRedirects } from './static-host-rules.mjs';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const LOCALES = ['zh'];

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/** True when serve-handler would find a file for this URL path. */
function exists(urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0]).replace(/\/+$/, '');
  const file = path.join(root, clean);
  if (!file.startsWith(root)) return false;
  return [file, `${file}.html`, path.join(file, 'index.html')].some(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

const readRules = (name, parse) =>
  fs.existsSync(path.join(root, name)) ? parse(fs.readFileSync(path.join(root, name), 'utf8')) : [];
const headerRules = readRules('_headers', parseHeaders);
// Only exact paths: the build writes one rule per page (plugins/deploy-config).
const redirects = new Map(readRules('_redirects', parseRedirects).map((r) => [r.from, r]));

const server = http.createServer((req, res) => {
  const pathname = req.url.split('?')[0];
  const redirect = redirects.get(pathname);
  if (redirect && redirect.status >= 300 && redirect.status < 400) {
    res.writeHead(redirect.status, { Location: redirect.to + req.url.slice(pathname.length) });
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) res.setHeader(name, value);
  const locale = LOCALES.find((l) => req.url === `/${l}` || req.url.startsWith(`/${l}/`));
  if (locale && !exists(req.url) && !req.url.split('?')[0].endsWith('.html')) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    fs.createReadStream(path.join(root, locale, '404.html')).pipe(res);
    return;
  }
  return handler(req, res, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    headers: [{ source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] }],
  });
});

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}/`));
