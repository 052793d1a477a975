import { desc, eq } from 'drizzle-orm';
import { contactMessages, reviews } from '../db/schema';
import type { TestShop } from './shop';

let sent = 0;

/** A message sent from the contact page, from a new address each time (the form is limited per address): its id. */
export async function aContactMessage(shop: TestShop, subject = 'A question'): Promise<string> {
  sent += 1;
  const answer = await shop.client().contact({
    name: 'Ife Ade',
    email: `ife${sent}@example.com`,
    phone: '',
    subject,
    message: 'Do you deliver to Abuja?',
  });
  if (!answer.success) throw new Error(answer.message);
  const [row] = await shop.database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject))
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  if (!row) throw new Error('The contact message was not stored');
  return row.id;
}

/** A fresh shopper's review of a product: its id. */
export async function aProductReview(shop: TestShop, productId: string): Promise<string> {
  const { token } = await shop.newShopper('Reviewing Shopper');
  const saved = await shop.client(token).reviewSubmit({ productId, rating: 4, comment: 'Lasts all day.' });
  if (!saved.success) throw new Error(saved.message);
  const [row] = await shop.database.db
    .select({ id: reviews.id })
    .from(reviews)
    .orderBy(desc(reviews.date))
    .limit(1);
  if (!row) throw new Error('The review was not stored');
  return row.id;
}
