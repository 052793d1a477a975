import { boughtPerfume, messages, type ProductReview } from '../../api';
import { answer, handle, handleForShopper, refuse } from '../handle';
import { findProduct, newestFirst, nextId, shop, type OwnedProductReview } from '../state';

/** A review as shoppers read it: marked when its author's orders prove they bought the perfume. */
const shown = (review: OwnedProductReview): ProductReview => ({
  ...review,
  verifiedPurchase: review.userId
    ? boughtPerfume(
        shop.orders.filter((order) => order.userId === review.userId),
        review.productId,
      )
    : (review.verifiedPurchase ?? false),
});

export const reviewsHandlers = [
  // One review per shopper per product: a second submit edits the first.
  handleForShopper('reviewSubmit', ({ shopper, body }) => {
    if (!findProduct(body.productId)) return refuse('reviewSubmit', 404, 'Product not found');
    const own = shop.productReviews.find((r) => r.userId === shopper.id && r.productId === body.productId);
    const written = { rating: body.rating, comment: body.comment, date: Date.now() };
    if (own) Object.assign(own, written);
    else
      shop.productReviews.push({
        _id: nextId(),
        productId: body.productId,
        user: { name: shopper.name },
        userId: shopper.id,
        ...written,
      });
    return answer('reviewSubmit', { success: true, message: messages.reviewSubmitted });
  }),

  handle('productReviews', ({ params }) => {
    // a review the shop hid is neither shown nor counted (its author still gets it as their own)
    const reviews = shop.productReviews.filter(
      (review) => review.productId === params.productId && !review.hidden,
    );
    return answer('productReviews', { success: true, reviews: newestFirst(reviews).map(shown) });
  }),

  handleForShopper('ownProductReview', ({ shopper, params }) => {
    const review = shop.productReviews.find(
      (r) => r.userId === shopper.id && r.productId === params.productId,
    );
    return answer('ownProductReview', { success: true, review: review ? shown(review) : null });
  }),
];
