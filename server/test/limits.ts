/**
 * The drills, the race tests, the journeys and the bench place hundreds of orders (and track them) from one
 * address with one phone, as no crowd of shoppers does: the shop's limits on placing, tracking and
 * subscribing would refuse them. Their shops run with these instead (server/env.ts reads them); the tests of
 * those limits set the shop's own back (`limits: defaultRateLimits`).
 */
export const looseLimitsEnv = {
  RATE_LIMIT_ORDER_PER_IP: '1000000',
  RATE_LIMIT_ORDER_PER_EMAIL: '1000000',
  RATE_LIMIT_ORDER_PER_PHONE: '1000000',
  // a percent: the whole shelf
  RATE_LIMIT_HELD_STOCK_PERCENT_PER_IP: '100',
  RATE_LIMIT_TRACK_PER_IP: '1000000',
  RATE_LIMIT_NEWSLETTER_PER_IP: '1000000',
} as const;
