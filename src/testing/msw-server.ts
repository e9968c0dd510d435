import { setupServer } from 'msw/node';
import { gw2Handlers } from './gw2-handlers';

/** MSW server for component tests; unhandled requests fail the test. */
export const server = setupServer(...gw2Handlers);
