// `tsx prerender/main.ts`: the prerender service on its own (configuration from the environment, see README.md).
import { readConfig } from './config';
import { startPrerenderService } from './server';

const config = readConfig();
const service = await startPrerenderService(config);
console.error(`[prerender] rendering ${config.origin} for crawlers at ${service.url} (${config.pages} pages)`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.error(`[prerender] ${signal}: finishing the renders in flight`);
  service.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[prerender] shutdown: ${String(error)}`);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
// A crawler's request must never take the service down.
process.on('uncaughtException', (error) => console.error(`[prerender] uncaught: ${error.stack ?? String(error)}`));
process.on('unhandledRejection', (error) => console.error(`[prerender] unhandled: ${String(error)}`));
