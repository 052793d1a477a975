import { describe, expect, it } from 'vitest';
import { seedCatalogueProducts } from './db/seed/catalogue';
import { serverMessages } from './http/messages';
import { hashPassword, productionScryptCost, verifyPassword } from './services/passwords';
import { useTestShop } from './test/shop';

// hashes at the cost production uses: each takes real time, as in the attack
const shop = useTestShop({ passwordCost: productionScryptCost });
const SLOW = 120_000;

/** what the collection page shows: each product's first picture, thirty of them */
const collectionPictures = seedCatalogueProducts().map((product) => product.image[0]);

describe('hashing beside the storefront', () => {
  it(
    'a shopper gets the collection’s thirty pictures before the first of sixteen logins in flight is answered',
    async () => {
      // the hash an unknown email is checked against is made once: made here, it is not one of the sixteen
      await shop.client().login({ email: 'first-guess@example.com', password: 'not the password' });

      const answered: string[] = [];
      const logins = Array.from({ length: 16 }, async (_, i) => {
        const answer = await shop
          .client()
          .login({ email: `guess${i}@example.com`, password: 'not the password' });
        answered.push('login');
        return answer;
      });
      // one after the other, each read to its end: however quick the logins' database work, the later
      // pictures are asked for while the logins hash
      const pictures: number[] = [];
      for (const picture of collectionPictures) {
        const response = await shop.app.request(`http://shop.test${picture}`);
        await response.arrayBuffer();
        pictures.push(response.status);
      }
      answered.push('pictures');

      expect(pictures).toEqual(collectionPictures.map(() => 200));
      // all sixteen are checked: none is refused for want of room
      expect((await Promise.all(logins)).map((answer) => answer.message)).toEqual(
        Array(16).fill(serverMessages.invalidCredentials),
      );
      const loginsAnsweredFirst = answered.indexOf('pictures');
      expect(loginsAnsweredFirst).toBe(0);
    },
    SLOW,
  );

  it(
    'past what the hashing threads and their queue hold, a login is refused with a 503 and a sentence, not queued without end',
    async () => {
      const { email, password } = await shop.newShopper();
      // a flood of checks, more than the threads and their queue take; each one checked is replaced by another,
      // so the queue stays full however long the logins below take to be answered
      const stored = await hashPassword('a flood of guesses', { N: 2 ** 16, r: 8, p: 1 });
      let flooding = true;
      const outcomes: unknown[] = [];
      const floodOne = (): Promise<void> =>
        verifyPassword('not it', stored).then(
          () => {
            outcomes.push('checked');
            return flooding ? floodOne() : undefined;
          },
          (error: unknown) => {
            outcomes.push(error);
          },
        );
      const flood = Array.from({ length: 200 }, floodOne);

      // twice the tries the login limit allows (ten at once, then ten more), each turned away unchecked
      for (let wave = 0; wave < 2; wave += 1) {
        const refused = await Promise.all(
          Array.from({ length: 10 }, () => shop.client().login({ email, password })),
        );
        expect(refused).toEqual(
          refused.map(() => ({ success: false, status: 503, message: serverMessages.hashingBusy })),
        );
      }
      flooding = false;
      await Promise.all(flood);
      const turnedAway = outcomes.filter((outcome) => outcome !== 'checked');
      expect(turnedAway.length).toBeGreaterThan(0);
      expect(turnedAway).toEqual(
        turnedAway.map(() => expect.objectContaining({ status: 503, message: serverMessages.hashingBusy })),
      );

      // the refusal passes with the flood, and the tries the shop could not check cost the shopper none
      // of their ten: the same shopper then logs in
      expect((await shop.client().login({ email, password })).success).toBe(true);
    },
    SLOW,
  );
});
