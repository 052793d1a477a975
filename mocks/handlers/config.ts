import { answer, handle } from '../handle';
import { shop } from '../state';

export const configHandlers = [
  handle('config', () => answer('config', { success: true, config: shop.config })),
  // The real server names its database; the mock stands in for the embedded one.
  handle('health', () => answer('health', { success: true, status: 'ok', database: 'pglite', warnings: [] })),
];
