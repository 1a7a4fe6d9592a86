import './ui/fonts.css';
import { showFirstPaintConsent } from './features/consent/consent-storage';

// A first visit's consent banner, in the first-paint page, answered before the app has loaded.
showFirstPaintConsent();

/**
 * The page's HTML is the build's first-paint page (src/routing/static-pages.ts): the app's modules are fetched
 * and run once it has been painted, so a phone shows the page while the JavaScript is still on its way instead
 * of after it has run. A page in a background tab paints nothing until shown: it starts at once.
 */
let started = false;
async function start() {
  if (started) return;
  started = true;
  // Static conditions, so production builds without the worker leave MSW out of the bundle entirely.
  if (import.meta.env.DEV || import.meta.env.VITE_DEMO_WORKER === 'true') {
    const { startWorker } = await import('./mocks/browser');
    await startWorker();
  }
  // The libraries in a task of their own, then the app's modules in another (src/app/framework.ts).
  await import('./app/framework');
  await new Promise((resolve) => setTimeout(resolve));
  await import('./app/boot');
}
if (document.visibilityState === 'hidden') void start();
else {
  requestAnimationFrame(() => setTimeout(() => void start()));
  document.addEventListener('visibilitychange', () => void start(), { once: true });
}
