import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock shop in a browser tab: `npm run dev:mock` (dev/mock-main.tsx) starts it before the storefront. */
export const worker = setupWorker(...handlers);
