import { describe, expect, it } from 'vitest';
import { ratingSummary, shopReviewStats } from './review-stats';

describe('shop review statistics', () => {
  it('shows the defaults until reviews exist', () => {
    expect(shopReviewStats([])).toEqual({ average: 4.9, recommendPercent: 98, happyCustomers: 2000 });
  });
  it('averages to one decimal, counts 4+ as recommending, adds reviews to 2000 customers', () => {
    expect(shopReviewStats([5, 4, 3])).toEqual({ average: 4, recommendPercent: 67, happyCustomers: 2003 });
    expect(shopReviewStats([5, 4])).toEqual({ average: 4.5, recommendPercent: 100, happyCustomers: 2002 });
  });
});

describe('product rating summary', () => {
  it('counts each star level and averages to one decimal', () => {
    expect(ratingSummary([5, 5, 4, 1])).toEqual({
      average: 3.8,
      count: 4,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
  });
  it('is zero with no reviews', () => {
    expect(ratingSummary([])).toEqual({
      average: 0,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });
});
