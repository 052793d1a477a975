/*
 * Where the accountant's two CSV files are served (server/routes/admin-exports.ts): plain data with no schema,
 * so the admin's page in the browser can name them without loading zod (api/admin-exports.ts checks the days).
 */

/** Where the admin's 'Export for the accountant' form sends its two days, one file each. */
export const accountantExportPaths = {
  orders: '/admin/orders.csv',
  payments: '/admin/payments.csv',
} as const;
export type AccountantExport = keyof typeof accountantExportPaths;
