import { describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-restricted-paths -- the test that keeps the seed JSON equal to the fixture
import { catalogue } from '../mocks/fixtures/catalogue';
import { seedCatalogueProducts } from './db/seed/catalogue';
import { send, useTestShop } from './test/shop';

const shop = useTestShop();

describe('the seeded catalogue', () => {
  it('is the mocks/ fixture, so the demo data cannot drift (re-export with server/db/seed/export-catalogue.ts)', () => {
    expect(seedCatalogueProducts()).toEqual(catalogue);
  });
});

describe('GET /api/product/list', () => {
  it('answers every product, oldest first, with prices in naira', async () => {
    const answer = await shop.client().productList();
    if (!answer.success) throw new Error(answer.message);
    expect(answer.products).toHaveLength(catalogue.length);
    const dates = answer.products.map((product) => product.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const oba = answer.products.find((product) => product._id === '65cc8110c0de5a1b0ea1f301');
    expect(oba).toEqual(catalogue.find((product) => product._id === '65cc8110c0de5a1b0ea1f301'));
  });

  it('leaves out `stock` when the shop keeps no count', async () => {
    const answer = await shop.client().productList();
    if (!answer.success) throw new Error(answer.message);
    const unlimited = answer.products.find((product) => product._id === '69395184c0de5a1b0ea1f31a');
    expect(unlimited && 'stock' in unlimited).toBe(false);
  });
});

describe('GET /api/product/available', () => {
  it('answers only what is in stock', async () => {
    const answer = await shop.client().productAvailable();
    if (!answer.success) throw new Error(answer.message);
    expect(answer.products.length).toBe(catalogue.filter((product) => product.inStock).length);
    expect(answer.products.every((product) => product.inStock)).toBe(true);
  });
});

describe('GET /api/product/:id', () => {
  it('answers one product', async () => {
    const answer = await shop.client().product({ id: '6a97001cc0de5a1b0ea1f318' });
    expect(answer).toMatchObject({ success: true, product: { name: 'Aso-Oke Trio', stock: 5 } });
  });

  it('answers 404 with a sentence for an unknown id', async () => {
    const response = await send(shop.app, 'GET', '/api/product/nope');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: 'We could not find that product.' });
  });

  it('answers 404 for an id too long to exist', async () => {
    const response = await send(shop.app, 'GET', `/api/product/${'x'.repeat(300)}`);
    expect(response.status).toBe(404);
  });
});
