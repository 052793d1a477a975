import { createShopClient, isFailure } from '../api';
import { atMost, type Figure } from './report';

/**
 * A page kept in memory (docs/decisions/008-cached-pages-csp.md) shows a change on its first request after it.
 * After the load, a shopper reviews the product the pages were measured on, and a guest asks for its page once:
 * the review must be there. Counted as stale first answers (target 0).
 */
export async function measureFreshness(url: string, productPath: string): Promise<Figure[]> {
  const productId = productPath.split('/').at(-1) ?? '';
  const registered = await createShopClient({ baseUrl: url }).register({
    name: 'Bench Reviewer',
    email: `bench-reviewer-${Date.now()}@example.com`,
    password: 'a long enough bench password',
  });
  if (isFailure(registered)) throw new Error(`register failed: ${registered.message}`);
  const shopper = createShopClient({ baseUrl: url, getToken: () => registered.token });
  const before = await fetch(new URL(productPath, url));
  await before.text();
  const comment = `Still lovely after the rush ${Date.now()}`;
  const reviewed = await shopper.reviewSubmit({ productId, rating: 5, comment });
  if (isFailure(reviewed)) throw new Error(`the review failed: ${reviewed.message}`);
  const after = await (await fetch(new URL(productPath, url))).text();
  return [
    {
      suite: 'pages',
      subject: `${productPath.replace(/\/[0-9a-f]{24}$/, '/:id')} after a review`,
      measure: 'stale first answers',
      value: after.includes(comment) ? 0 : 1,
      unit: 'count',
      target: atMost(0),
      note: 'the first guest request after the change shows it',
    },
  ];
}
