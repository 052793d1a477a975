import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { longNamedProduct, outOfStockProduct, plainProduct } from '../../mocks/fixtures/catalogue';
import { loadingForever } from '../../mocks/scenarios';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import {
  adaeze,
  cartKeptByTheShop,
  cartOf,
  longNamedLines,
  perfume,
  twelveLines,
  twoLines,
  withLongNamedPerfume,
} from './scenes';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll, expectWrapsBetweenWords } from './looks';

/**
 * The cart, at `/cart`. States: Loading (a shopper's cart on its way from the server); Empty; WithLines (a
 * guest's cart, also on a phone); WithUnknownProduct (a perfume no longer sold and one out of stock, left out
 * of the total); TwelveLines (a full cart: every name whole, the totals adding up; also on a phone);
 * LongNameOnAPhone (a 60-character name).
 */
const meta = {
  title: 'Screens/Cart',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper's cart comes from the server: the spinner shows until it answers. */
export const Loading: Story = {
  ...shopScene({ path: '/cart', shopper: adaeze, handlers: loadingForever('cartGet') }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Cart');
    // the spinner's words are for screen readers; its status region holds them
    await expect(
      within(canvasElement).getByText('Loading your cart').closest('[role="status"]'),
    ).not.toBeNull();
  },
};

export const Empty: Story = {
  ...shopScene({ path: '/cart' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await expect(await canvas.findByText('Your Cart is Empty')).toBeVisible();
    await expect(canvas.getByText('Add some beautiful scents to your cart!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/menu');
  },
};

export const WithLines: Story = {
  ...shopScene({ path: '/cart', guestCart: twoLines }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await step(
      'each line with its options, and the totals with the delivery rule, not a guessed fee',
      async () => {
        await expect(await canvas.findByText('Ọba Oud')).toBeVisible();
        await expect(canvas.getByText('Base: Oud, Side: Rose, Size: 50ml')).toBeVisible();
        const totals = canvas.getByRole('region', { name: 'CART TOTALS' });
        // 85,000 + 2 × 26,000 is over ₦100,000, free in Ibadan only: the cart does not know where it goes yet
        await expect(totals).toHaveTextContent('Subtotal₦137,000.00');
        await expect(totals).toHaveTextContent(
          'Shipping FeeIbadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00',
        );
        await expect(within(totals).queryByText('Free')).toBeNull();
        await expect(totals).toHaveTextContent('Total before delivery₦137,000.00');
      },
    );
    await step('each line is a form of its own, naming its line to the cart it posts to', async () => {
      for (const [key, line] of Object.entries(twoLines)) {
        const product = line.productId === plainProduct._id ? plainProduct.name : 'Ọba Oud';
        const form = canvas.getByRole('textbox', { name: `Quantity of ${product}` }).closest('form');
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form).toHaveAttribute('action', '/cart');
        await expect(new FormData(form!).get('cartItemKey')).toBe(key);
      }
    });
    await step('three quick taps on the first line’s + land on it: the lines keep their places', async () => {
      const names = () =>
        within(canvas.getByRole('list', { name: 'Items in your cart' }))
          .getAllByRole('textbox', { name: /^Quantity of / })
          .map((box) => box.getAttribute('aria-label'));
      const before = names();
      const [first] = before;
      const firstName = first!.replace('Quantity of ', '');
      const box = canvas.getByRole('textbox', { name: first! });
      const start = Number((box as HTMLInputElement).value);
      for (let tap = 0; tap < 3; tap += 1) {
        await userEvent.click(
          within(canvas.getByRole('list', { name: 'Items in your cart' })).getAllByRole('button', {
            name: /^Increase quantity of /,
          })[0]!,
        );
      }
      await expect(names()).toEqual(before);
      await expect(canvas.getByRole('textbox', { name: `Quantity of ${firstName}` })).toHaveValue(
        String(start + 3),
      );
      for (let tap = 0; tap < 3; tap += 1) {
        await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${firstName}` }));
      }
      await expect(names()).toEqual(before);
    });
    await step('the bin removes a line, with the keyboard', async () => {
      canvas.getByRole('button', { name: `Remove ${plainProduct.name} from cart` }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByText(plainProduct.name)).toBeNull());
      // Ọba Oud alone, before delivery
      await expect(canvas.getByRole('region', { name: 'CART TOTALS' })).toHaveTextContent(
        'Total before delivery₦85,000.00',
      );
    });
    await step('PROCEED TO CHECKOUT leads to /place-order', async () => {
      await expect(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
        'href',
        '/place-order',
      );
    });
  },
};

/** A product the shop no longer has, and one out of stock: shown, marked, and left out of the total. */
export const WithUnknownProduct: Story = {
  ...shopScene({
    path: '/cart',
    guestCart: cartOf(
      ['6a0000000000000000000000', 1],
      [outOfStockProduct, 1, { size: '50ml' }],
      [plainProduct, 1],
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await expect(await canvas.findByText('Unknown Product')).toBeVisible();
    await expect(canvas.getAllByText('Currently unavailable: not included in your total')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'CART TOTALS' })).toHaveTextContent('₦26,000.00');
  },
};

export const WithLinesOnAPhone: Story = {
  ...WithLines,
  globals: atMobile,
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Your Cart');
    await expect(await within(canvasElement).findByText('Ọba Oud')).toBeVisible();
  },
};

/** The cart's lines as drawn, each a form of its own. */
const cartLines = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="cart-line"]'),
];

/** A line's perfume name, as the shopper reads it. */
const nameIn = (line: HTMLElement) => {
  const name = line.querySelector<HTMLElement>('[data-slot="cart-line-details"] > p');
  if (!name) throw new Error('A cart line without its name');
  return name;
};

/**
 * A full cart: twelve perfumes, 21 bottles, ₦900,000.00. Every line is there with its own total, every name
 * whole, the totals add up, and nothing runs off the side of the screen.
 */
export const TwelveLines: Story = {
  ...shopScene({ path: '/cart', guestCart: twelveLines }),
  globals: atDesktop,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await step('all twelve lines, each name whole', async () => {
      await waitFor(() => expect(cartLines(canvasElement)).toHaveLength(12), { timeout: 10_000 });
      for (const line of cartLines(canvasElement)) await expectWrapsBetweenWords(nameIn(line));
      await expect(canvas.getByRole('link', { name: 'Cart, 21 items' })).toBeVisible();
    });
    await step('each line totals its bottles', async () => {
      const zobo = cartLines(canvasElement).find((line) => line.textContent?.includes('Zobo Rose'));
      // three 30 ml bottles at ₦28,000.00
      await expect(zobo).toHaveTextContent('₦28,000.00 each');
      await expect(zobo).toHaveTextContent('₦84,000.00');
      const mist = cartLines(canvasElement).find((line) =>
        line.textContent?.includes(perfume('Eko Glow Mist').name),
      );
      await expect(within(mist!).getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('4');
      await expect(mist).toHaveTextContent('₦64,000.00');
    });
    await step('the totals: ₦900,000.00, free delivery in Ibadan', async () => {
      const totals = canvas.getByRole('region', { name: 'CART TOTALS' });
      // the totals follow the catalogue's answer: wait for them to settle
      await waitFor(() => expect(totals).toHaveTextContent('Subtotal₦900,000.00'));
      await expect(totals).toHaveTextContent('Total before delivery₦900,000.00');
      await expect(totals).toHaveTextContent('free from ₦100,000.00');
      await expect(canvas.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toBeVisible();
    });
    await step('the quantities stand in one column, whatever the width of the line totals', async () => {
      const boxes = canvas.getAllByRole('textbox', { name: /^Quantity of/ });
      const lefts = boxes.map((box) => Math.round(box.getBoundingClientRect().left));
      await expect(new Set(lefts).size).toBe(1);
    });
    await step('the shop keeps the whole cart too, for its own page of it', async () => {
      await cartKeptByTheShop(twelveLines);
    });
    await expectNoSideScroll();
  },
};

/** The same twelve lines on a 360 px phone: stacked, every name whole, the totals and checkout after the last. */
export const TwelveLinesOnAPhone: Story = {
  ...TwelveLines,
  globals: atMobile,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    await waitFor(() => expect(cartLines(canvasElement)).toHaveLength(12), { timeout: 10_000 });
    await step('every line fits the screen, its name whole and its total beside the quantity', async () => {
      for (const line of cartLines(canvasElement)) {
        await expectWrapsBetweenWords(nameIn(line));
        await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      }
    });
    await step('the totals come after the last line, and add up', async () => {
      const totals = canvas.getByRole('region', { name: 'CART TOTALS' });
      const last = cartLines(canvasElement).at(-1)!;
      await expect(totals.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        last.getBoundingClientRect().bottom,
      );
      // the totals follow the catalogue's answer: wait for them to settle
      await waitFor(() => expect(totals).toHaveTextContent('Subtotal₦900,000.00'));
      await expect(totals).toHaveTextContent('Total before delivery₦900,000.00');
    });
    await step('the shop keeps the whole cart too, for its own page of it', async () => {
      await cartKeptByTheShop(twelveLines);
    });
    await expectNoSideScroll();
  },
};

/** A 60-character name on a phone: it wraps between words beside its picture, its price and total in reach. */
export const LongNameOnAPhone: Story = {
  ...shopScene({ path: '/cart', guestCart: longNamedLines, seed: withLongNamedPerfume }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Your Cart');
    const name = await canvas.findByText(longNamedProduct.name, {}, { timeout: 10_000 });
    await expectWrapsBetweenWords(name);
    const line = name.closest<HTMLElement>('[data-slot="cart-line"]')!;
    await expect(line).toHaveTextContent('Size: 50ml');
    await expect(line).toHaveTextContent('₦165,000.00');
    await expect(
      within(line).getByRole('button', { name: `Remove ${longNamedProduct.name} from cart` }),
    ).toBeVisible();
    // ₦165,000 and two attars at ₦26,000
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'CART TOTALS' })).toHaveTextContent(
        'Total before delivery₦217,000.00',
      ),
    );
    await cartKeptByTheShop(longNamedLines);
    await expectNoSideScroll();
  },
};
