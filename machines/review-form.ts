/** Reviews as loaded, with the form starting from the shopper's own review when there is one (edit mode). */
export function prefilled<R extends { rating: number; comment: string }>(loaded: {
  reviews: R[];
  own: R | null;
}) {
  return { ...loaded, rating: loaded.own?.rating ?? 0, comment: loaded.own?.comment ?? '' };
}
