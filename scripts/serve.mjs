// `npm run serve`: serves the production build like a static host would, with
// clean URLs (/page.html redirects to /page) and a 404 page in the reader's
// language: /zh/... answers with build/zh/404.html, everything else with the
// English one. `docusaurus serve` has only one 404 page for all locales.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

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

const server = http.createServer((req, res) => {
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
