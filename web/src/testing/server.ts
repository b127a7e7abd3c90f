import { setupServer } from 'msw/node';

/** The fake API of component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
