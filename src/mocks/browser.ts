import { setupWorker } from 'msw/browser';
import { createDb } from './db';
import { createHandlers } from './handlers';

const STORAGE_KEY = 'foyer-demo-api-state';

/** The demo API inside the browser: `npm run dev` and QA builds (VITE_DEMO_WORKER=true). */
export async function startWorker(): Promise<void> {
  // Users, favourites, saved searches and leads survive a reload in local storage.
  const db = createDb({
    persistence: {
      load: () => localStorage.getItem(STORAGE_KEY),
      save: (snapshot) => {
        try {
          localStorage.setItem(STORAGE_KEY, snapshot);
        } catch {
          // A full storage only costs persistence, never the demo.
        }
      },
    },
  });
  const worker = setupWorker(...createHandlers(db, { demo: true }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
