import { describe, expect, it } from 'vitest';
import { messages } from '../api';
import { plainProduct } from './fixtures/catalogue';
import { answerWith, emptyList, everything, loadingForever, networkError, serverError } from './scenarios';
import { aShopper, useMockShop } from './test/contract-kit';

const server = useMockShop();
const { client } = aShopper();

describe('story scenarios', () => {
  it('override one endpoint and leave its neighbours alone', async () => {
    server.use(...serverError('product', 'The perfume vault is closed'));
    expect(await client.product({ id: plainProduct._id })).toMatchObject({
      success: false,
      status: 500,
      message: 'The perfume vault is closed',
    });
    // '/api/product/:id' must not swallow '/api/product/list'.
    expect(await client.productList()).toMatchObject({ success: true });
  });

  it('fail the newsletter in its own { error } shape, and the network as a network error', async () => {
    server.use(...serverError('newsletterSubscribe', 'Mailing list is full'), ...networkError('popup'));
    expect(await client.newsletterSubscribe({ email: 'a@example.com' })).toMatchObject({
      message: 'Mailing list is full',
    });
    expect(await client.popup()).toEqual({ success: false, message: messages.networkError, status: 0 });
  });

  it('answer empty lists and fixed answers', async () => {
    server.use(
      ...emptyList('productAvailable'),
      ...answerWith('popup', { success: true, popup: 'Sallah sale!' }),
    );
    expect(await client.productAvailable()).toEqual({ success: true, products: [] });
    expect(await client.popup()).toEqual({ success: true, popup: 'Sallah sale!' });
  });

  it('keep a call loading until the caller gives up', async () => {
    server.use(...loadingForever('config'));
    const call = client.config(undefined, { signal: AbortSignal.timeout(200) });
    await expect(call).rejects.toThrow();
  });

  it('apply one scenario to every storefront endpoint', async () => {
    server.use(...everything(serverError));
    expect(await client.health()).toMatchObject({ success: false, status: 500 });
    expect(await client.productList()).toMatchObject({ success: false, status: 500 });
  });
});
