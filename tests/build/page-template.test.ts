/** The page template (plugins/paint-first/template.ts): what a page's HTML does before the app runs. */
import fs from 'node:fs';
import { builtHtml, requireBuild } from './support';

describe('page template', () => {
  beforeAll(requireBuild);

  test.each(['/', '/guide/start/introduction', '/zh/guide/start/introduction', '/zh/config/output'])(
    '%s sets the colour mode before its stylesheet, so parsing never waits for the CSS',
    (page) => {
      const html = fs.readFileSync(builtHtml(page), 'utf8');
      const bodyAt = html.indexOf('<body');
      const colourMode = html.search(/<script>[^<]*data-theme/);
      expect(colourMode).toBeGreaterThan(-1);
      expect(colourMode).toBeLessThan(html.indexOf('<link rel=stylesheet'));
      // An inline script in the body, after the stylesheet, would hold the parser until the CSS is in.
      expect(html.slice(bodyAt).match(/<script(?![^>]*\s(?:src|type)=)[^>]*>/g)).toBeNull();
    },
  );
});
