import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { reviewProblem } from './review';

describe('what stops a review before it is sent', () => {
  it('asks for the stars first, then for some words', () => {
    expect(reviewProblem({ rating: null, comment: '' })).toBe(messages.selectRating);
    expect(reviewProblem({ rating: null, comment: 'Lasts all day' })).toBe(messages.selectRating);
    expect(reviewProblem({ rating: 5, comment: '   ' })).toBe(messages.writeComment);
  });

  it('takes one to five whole stars only', () => {
    for (const rating of [0, 6, 4.5])
      expect(reviewProblem({ rating, comment: 'Lovely' })).toBe(messages.selectRating);
    for (const rating of [1, 5]) expect(reviewProblem({ rating, comment: 'Lovely' })).toBeNull();
  });
});
