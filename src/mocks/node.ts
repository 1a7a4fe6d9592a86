import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API inside Node tests; unhandled requests fail the test (see src/test/setup-msw.ts). */
export const server = setupServer(...handlers);
