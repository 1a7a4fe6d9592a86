import { createDb, type Db } from './db';
import { demoHandlers } from './demo/handlers';
import { contentHandlers } from './handlers/content';
import { directoryHandlers } from './handlers/directory';
import { geoHandlers } from './handlers/geo';
import { listingHandlers } from './handlers/listings';
import { placeDirectoryHandlers } from './handlers/place-directory';
import { seoHandlers } from './handlers/seo';
import { userHandlers } from './handlers/user';

export { dataResponse, errorResponse } from './handlers/respond';

export interface HandlerOptions {
  /**
   * Adds the demo's own endpoints (the e-mail outbox, saved-search alerts: `src/mocks/demo/`). Off unless
   * a host asks for it, so a handler list of the product's API alone answers them 404.
   */
  demo?: boolean;
}

/** One handler list for every host: the browser worker, Node tests and the HTTP server. */
export function createHandlers(db: Db = createDb(), { demo = false }: HandlerOptions = {}) {
  return [
    ...userHandlers(db),
    ...geoHandlers(db),
    ...listingHandlers(db),
    ...directoryHandlers(db),
    ...contentHandlers(db),
    ...placeDirectoryHandlers(db),
    ...seoHandlers(db),
    ...(demo ? demoHandlers(db) : []),
  ];
}

/** The shared demo database of the Node hosts (tests reach into its state and clock). */
export const defaultDb = createDb();
