import { setupServer } from 'msw/node';
import { assetHandlers } from './asset-handlers';
import { gw2Handlers } from './gw2-handlers';

/** MSW server for component tests (GW2 API fixtures, public/assets/); unhandled requests fail. */
export const server = setupServer(...gw2Handlers, ...assetHandlers);
