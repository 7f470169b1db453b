/**
 * Docusaurus 3.10.2's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js),
 * with two changes:
 * - The app's scripts are preloaded in <head> but started by /paint-first.js after
 *   the page has painted once. With plain `defer` scripts, a browser that has main.js
 *   already (a fast link, a cache hit) runs it and starts hydration before the first
 *   paint, so the page's text appears only after the app's JavaScript; now it appears
 *   as soon as the HTML and CSS are in.
 * - The inline scripts of the pre-body tags (the colour mode, set on <html> before
 *   anything paints) run in <head>, before the stylesheet, instead of at the start of
 *   <body>. A script after a stylesheet waits for it, and so did the HTML parser: when
 *   the CSS arrived the parser went on in slices, the browser painted the top of the
 *   page, and laying out the rest became a long task after the first paint (up to
 *   ~140 ms at Lighthouse's 4x CPU slowdown on a Chinese page, counted as blocking
 *   time). Now the document is parsed while the CSS loads and laid out once.
 */
export const ssrTemplate = `
<% const inlineScripts = /<script\\b(?![^>]*\\ssrc=)[^>]*>[\\s\\S]*?<\\/script>/g; %>
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <%~ (it.preBodyTags.match(inlineScripts) ?? []).join('') %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script src="<%= it.baseUrl %>paint-first.js" defer data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>"></script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace(inlineScripts, '') %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
