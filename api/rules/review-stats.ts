/** The shop reviews' statistics as the storefront always showed them: defaults until shop reviews exist. */
export const defaultShopStats = { average: 4.9, recommendPercent: 98, happyCustomers: 2000 } as const;

export interface ShopStats {
  average: number;
  recommendPercent: number;
  happyCustomers: number;
}

/** Average to one decimal; recommend = share rating 4 or more; customers = 2000 + review count. */
export function shopReviewStats(ratings: readonly number[]): ShopStats {
  if (ratings.length === 0) return { ...defaultShopStats };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const recommending = ratings.filter((rating) => rating >= 4).length;
  return {
    average: Math.round((sum / ratings.length) * 10) / 10,
    recommendPercent: Math.round((recommending / ratings.length) * 100),
    happyCustomers: defaultShopStats.happyCustomers + ratings.length,
  };
}

export interface RatingSummary {
  average: number;
  count: number;
  /** distribution[5] is how many gave five stars, and so on down to [1] */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** A product's star summary: average to one decimal (0 with no reviews) and the 1-5 distribution. */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const given = ratings.map((rating) => Math.min(5, Math.max(1, Math.round(rating))));
  const gave = (stars: number) => given.filter((one) => one === stars).length;
  const distribution = { 1: gave(1), 2: gave(2), 3: gave(3), 4: gave(4), 5: gave(5) };
  const count = ratings.length;
  const average = count === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) / count) * 10) / 10;
  return { average, count, distribution };
}
