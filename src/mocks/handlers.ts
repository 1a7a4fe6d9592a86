import { createDb, type Db } from './db';
import { contentHandlers } from './handlers/content';
import { directoryHandlers } from './handlers/directory';
import { geoHandlers } from './handlers/geo';
import { listingHandlers } from './handlers/listings';
import { userHandlers } from './handlers/user';

export { dataResponse, errorResponse } from './handlers/respond';

/** One handler list for every host: the browser worker, Node tests and the HTTP server. */
export function createHandlers(db: Db = createDb()) {
  return [
    ...userHandlers(db),
    ...geoHandlers(db),
    ...listingHandlers(db),
    ...directoryHandlers(db),
    ...contentHandlers(db),
  ];
}

/** The shared demo database of the default handlers (tests reach into its state and clock). */
export const defaultDb = createDb();
export const handlers = createHandlers(defaultDb);
