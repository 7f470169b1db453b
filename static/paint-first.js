// Starts the site's scripts (listed in data-scripts, preloaded in <head>) once the
// browser reports the page's first contentful paint, so the text is on screen
// before the app's JavaScript runs. See plugins/paint-first/template.ts.
(() => {
  const scripts = document.currentScript.dataset.scripts.split(' ');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // In order, like the deferred scripts they replace.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // A hidden tab paints nothing: start at once.
  if (document.visibilityState === 'hidden') return start();
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return afterFrame();
  // The paint entry arrives once the frame is on screen, a little after the frame itself.
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      setTimeout(start, 0);
    }
  }).observe({ type: 'paint', buffered: true });
  // A page that never reports a paint still starts.
  setTimeout(start, 3000);
})();
