import { setupServer } from 'msw/node';
import { createHandlers, defaultDb } from './handlers';

/** The demo API inside Node tests, demo endpoints included; unhandled requests fail the test (src/test/setup.ts). */
export const server = setupServer(...createHandlers(defaultDb, { demo: true }));
