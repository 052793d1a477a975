import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock shop for Node tests: `server.listen()` before, `server.resetHandlers()` and `resetMockShop()` between. */
export const server = setupServer(...handlers);
