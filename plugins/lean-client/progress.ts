import type { ClientModule } from '@docusaurus/types';
import './progress.css';

/** A page that opens faster than this shows no bar at all. */
const DELAY_MS = 200;

let bar: HTMLElement | null = null;

function start(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = 'route-progress';
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

function done(): void {
  const finished = bar;
  bar = null;
  if (!finished) return;
  finished.classList.add('route-progress--done');
  // Fades out, then leaves the page (the timer also covers reduced motion, which has no transition).
  window.setTimeout(() => finished.remove(), 400);
}

/** Shows a thin bar at the top while the next page's code loads; same timing as theme-classic's. */
const progressBar: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progressBar;
