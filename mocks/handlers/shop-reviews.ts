import { messages } from '../../api';
import { answer, handle, handleForShopper } from '../handle';
import { newestFirst, nextId, shop } from '../state';

export const shopReviewsHandlers = [
  // One review of the shop per shopper: a second submit edits the first.
  handleForShopper('shopReviewSubmit', ({ shopper, body }) => {
    const own = shop.shopReviews.find((review) => review.userId === shopper.id);
    const written = { rating: body.rating, comment: body.comment, date: Date.now() };
    if (own) Object.assign(own, written);
    else
      shop.shopReviews.push({ _id: nextId(), user: { name: shopper.name }, userId: shopper.id, ...written });
    return answer('shopReviewSubmit', { success: true, message: messages.thanksForReview });
  }),

  handle('shopReviews', () =>
    answer('shopReviews', {
      success: true,
      // a review the shop hid is neither shown nor counted
      reviews: newestFirst(shop.shopReviews.filter((review) => !review.hidden)),
    }),
  ),

  handleForShopper('ownShopReview', ({ shopper }) => {
    const review = shop.shopReviews.find((r) => r.userId === shopper.id);
    return answer('ownShopReview', { success: true, review: review ?? null });
  }),
];
