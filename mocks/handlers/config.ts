import { DEFAULT_MAX_UNITS_PER_PRODUCT } from '../../api';
import { answer, handle } from '../handle';
import { shop } from '../state';

export const configHandlers = [
  // the mock keeps the server's default cap on one perfume (MAX_UNITS_PER_PRODUCT unset)
  handle('config', () =>
    answer('config', {
      success: true,
      config: { ...shop.config, maxUnitsPerProduct: DEFAULT_MAX_UNITS_PER_PRODUCT },
    }),
  ),
  // The real server names its database; the mock stands in for the embedded one.
  handle('health', () => answer('health', { success: true, status: 'ok', database: 'pglite', warnings: [] })),
];
