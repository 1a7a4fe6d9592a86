import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The demo API inside the browser: `npm run dev` and QA builds (VITE_DEMO_WORKER=true). */
export async function startWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
