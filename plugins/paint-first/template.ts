/**
 * Docusaurus 3.10.2's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js),
 * with one change: the app's scripts are preloaded in <head> but started by
 * /paint-first.js after the page has painted once. With plain `defer` scripts, a
 * browser that has main.js already (a fast link, a cache hit) runs it and starts
 * hydration before the first paint, so the page's text appears only after the
 * app's JavaScript; now it appears as soon as the HTML and CSS are in.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script src="<%= it.baseUrl %>paint-first.js" defer data-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>"></script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
