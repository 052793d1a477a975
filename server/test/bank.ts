/**
 * A shop's own bank details, for the servers the journeys and the bench run in production (NODE_ENV): without
 * them production offers no pay before delivery (server/config.ts).
 */
export const testBankEnv = {
  BANK_NAME: 'GTBank',
  BANK_ACCOUNT_NAME: 'Òórùn Fragrance House Ltd',
  BANK_ACCOUNT_NUMBER: '0123456789',
} as const;
