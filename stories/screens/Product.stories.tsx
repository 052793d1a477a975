import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { DEFAULT_MAX_UNITS_PER_PRODUCT, messages } from '../../api';
import {
  longNamedProduct,
  outOfStockProduct,
  plainProduct,
  productWithAllOptions,
} from '../../mocks/fixtures/catalogue';
import { networkError } from '../../mocks/scenarios';
import { reviewsForProduct } from '../../mocks/fixtures/reviews';
import {
  atDesktop,
  atMobile,
  expectErrorSummaryFocused,
  expectSummaryLinkFocuses,
} from '../ui/primitives/play-helpers';
import { adaeze, withLongNamedPerfume } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll, expectWrapsBetweenWords } from './looks';

/**
 * A perfume's page, at `/product/:productId`. States: Default; OutOfStock; MissingSelection (ADD TO CART too
 * early); ConfirmDialog; NoBarOnADesktop (the purchase bar is a phone's); RefusedPost (posted without scripts
 * and refused); QuantityCappedPerOrder; ReviewEditMode; WriteReview; RefusedReviewPost; LoggedOutReview; NotFound; Offline; LongNameOnADesktop
 * and LongNameOnAPhone; on a phone, AddToCartOnAPhone (the bar with the price and ADD TO CART),
 * KeyboardOnAPhone (a choice reached by keyboard scrolled clear of the bar) and
 * OutOfStockWithoutChoicesOnAPhone.
 */
const meta = {
  title: 'Screens/Product',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const obaOud = productWithAllOptions;
const obaOudPath = `/product/${obaOud._id}`;
const livePrice = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('#content [data-slot="price"]');

/** Name, badges, rating, live price, options with required marks, reviews, related perfumes, delivery. */
export const Default: Story = {
  ...shopScene({ path: obaOudPath }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const name = await findPage(canvasElement, obaOud.name);
    await step('the page shows the product and its reviews', async () => {
      await expect(within(name.parentElement ?? canvasElement).getByText('Bestseller')).toBeVisible();
      const count = reviewsForProduct(obaOud._id).length;
      await expect(canvas.getByRole('link', { name: new RegExp(`${count} reviews`) })).toBeVisible();
      await expect(canvas.getByText(`Based on ${count} reviews`)).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'You may also like' })).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Delivery Information' })).toBeVisible();
    });
    await step('a question about this perfume is one tap to WhatsApp, its name typed in', async () => {
      const ask = canvas.getByRole('link', { name: /Ask about it on WhatsApp/ });
      const chat = new URL(ask.getAttribute('href') ?? '');
      await expect(chat.host).toBe('wa.me');
      await expect(chat.searchParams.get('text')).toContain(obaOud.name);
    });
    await step('the price follows the size, then wrap, which clears the size', async () => {
      const sizes = within(canvas.getByRole('radiogroup', { name: 'Size' }));
      await expect(livePrice(canvasElement)).toHaveTextContent('₦85,000.00');
      await userEvent.click(sizes.getByText('100ml'));
      await expect(sizes.getByRole('radio', { name: /^100ml/ })).toBeChecked();
      await expect(livePrice(canvasElement)).toHaveTextContent('₦140,000.00');
      await userEvent.click(canvas.getByRole('checkbox', { name: /Wrap it yourself/ }));
      await expect(livePrice(canvasElement)).toHaveTextContent('₦87,500.00');
      await expect(sizes.getByRole('radio', { name: /^100ml/ })).not.toBeChecked();
      await userEvent.click(sizes.getByText('50ml'));
      await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).not.toBeChecked();
      await expect(livePrice(canvasElement)).toHaveTextContent('₦85,000.00');
    });
    await step(
      'the choices and ADD TO CART are a form posting to this page (it works before the scripts)',
      async () => {
        const addToCart = canvas.getByRole('button', { name: /add to cart/i });
        await expect(addToCart).toHaveAttribute('type', 'submit');
        const form = addToCart.closest('form');
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form).toHaveAttribute('action', obaOudPath);
        await expect(form).toContainElement(canvas.getByRole('radio', { name: 'Oud' }));
        await expect(form).toContainElement(canvas.getByRole('textbox', { name: 'Quantity' }));
      },
    );
  },
};

/** Out of stock: the badge, a struck price, and nothing to choose or add. */
export const OutOfStock: Story = {
  ...shopScene({ path: `/product/${outOfStockProduct._id}` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, outOfStockProduct.name);
    await expect(canvas.getByText('OUT OF STOCK')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /add to cart/i })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    const sizes = within(canvas.getByRole('radiogroup', { name: 'Size' })).getAllByRole('radio');
    await expect(sizes).toHaveLength(outOfStockProduct.variations.sizes.length);
    for (const size of sizes) await expect(size).toBeDisabled();
  },
};

/** ADD TO CART without the choices: the message and, after OK, a hint under each group. */
export const MissingSelection: Story = {
  ...shopScene({ path: obaOudPath }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    canvas.getByRole('button', { name: /add to cart/i }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your options' });
    await expect(dialog).toHaveTextContent(
      messages.selectBeforeAdd(['Base Scent', 'Side Note', 'size or wrap']),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    for (const hint of [messages.selectBase, messages.selectSide, messages.selectSizeOrWrap])
      await expect(canvas.getByText(hint)).toBeVisible();
    // a choice made takes its hint away
    await userEvent.click(canvas.getByRole('radio', { name: 'Amber' }));
    await expect(canvas.queryByText(messages.selectBase)).toBeNull();
  },
};

/** Every choice made: the confirmation, then the cart takes it and says so. */
export const ConfirmDialog: Story = {
  ...shopScene({ path: obaOudPath }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    await userEvent.click(canvas.getByRole('radio', { name: 'Oud' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Rose' }));
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Size' })).getByText('100ml'));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: /add to cart/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to cart?' });
    await expect(dialog).toHaveTextContent(`2 × ${obaOud.name}`);
    await expect(dialog).toHaveTextContent('Base: Oud, Side: Rose, Size: 100ml');
    await expect(dialog).toHaveTextContent('Unit price₦140,000.00');
    await expect(dialog).toHaveTextContent('Total₦280,000.00');
    within(dialog).getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(
      await screen.findByText(messages.addedToCart(2, obaOud.name), {
        selector: '[data-slot="toast-title"]',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

/** The bar that carries the price and ADD TO CART on a phone (ui/storefront/purchase-bar.tsx). */
const purchaseBar = (canvasElement: HTMLElement) => {
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="purchase-bar"]');
  if (!bar) throw new Error('No purchase bar on the page');
  return bar;
};
const barPrice = (canvasElement: HTMLElement) =>
  purchaseBar(canvasElement).querySelector<HTMLElement>('[data-slot="price"]');

/** In the screen as it is scrolled now, and what a finger on its middle would touch (not under something else). */
const inSight = (element: HTMLElement) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  const touched = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  return top >= 0 && bottom <= window.innerHeight && touched !== null && element.contains(touched);
};

/**
 * Within a thumb's reach on a 360 x 740 phone: the price and ADD TO CART ride at the bottom of the screen from the
 * first screen on, the price following the choices; a tap adds the perfume, said in a toast just above them; at
 * the end they stop above the footer.
 */
export const AddToCartOnAPhone: Story = {
  ...shopScene({ path: obaOudPath }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    const addToCart = canvas.getByRole('button', { name: /add to cart/i });
    await step('the first screen shows ADD TO CART and the price, without scrolling', async () => {
      window.scrollTo(0, 0);
      await waitFor(() => expect(inSight(addToCart)).toBe(true));
      await expect(window.scrollY).toBe(0);
      await expect(barPrice(canvasElement)).toBeVisible();
      await expect(barPrice(canvasElement)).toHaveTextContent('₦85,000.00');
    });
    await step('it is the form’s own button, the only ADD TO CART for Tab and a screen reader', async () => {
      await expect(canvas.getAllByRole('button', { name: /add to cart/i })).toHaveLength(1);
      await expect(addToCart.closest('form')).toHaveAttribute('action', obaOudPath);
      await expect(purchaseBar(canvasElement)).toContainElement(addToCart);
    });
    await step('the price beside it follows the choices', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Oud' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Rose' }));
      await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Size' })).getByText('100ml'));
      await expect(barPrice(canvasElement)).toHaveTextContent('₦140,000.00');
      await expect(inSight(addToCart)).toBe(true);
    });
    await step('a tap adds the perfume to the cart', async () => {
      await userEvent.click(addToCart);
      const dialog = await screen.findByRole('dialog', { name: 'Add to cart?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      const added = await screen.findByText(messages.addedToCart(1, obaOud.name), {
        selector: '[data-slot="toast-title"]',
      });
      await expect(added).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      // a phone's toasts sit at the bottom of the screen, just above the bar, which stays in reach
      const card = added.closest('[data-slot="toast"]')!;
      await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        purchaseBar(canvasElement).getBoundingClientRect().top,
      );
    });
    await step('at the end of the page it stops above the footer and its links', async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = canvas.getByRole('contentinfo');
      await waitFor(() =>
        expect(purchaseBar(canvasElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(
          footer.getBoundingClientRect().top,
        ),
      );
      window.scrollTo(0, 0);
    });
  },
};

/** On a phone, a choice the keyboard moves to is scrolled clear of the bar, not left under it (WCAG 2.4.11). */
export const KeyboardOnAPhone: Story = {
  ...shopScene({ path: obaOudPath }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    const wrap = canvas.getByRole('checkbox', { name: /Wrap it yourself/ });
    canvas.getByRole('radio', { name: /^100ml/ }).focus();
    // the wrap box, the next stop, at the foot of the screen where the bar is
    window.scrollBy(0, wrap.getBoundingClientRect().top - (window.innerHeight - 40));
    await expect(inSight(wrap)).toBe(false);
    await userEvent.tab();
    await expect(wrap).toHaveFocus();
    // the browser scrolls what takes the focus into sight only in the window that has it; Storybook's canvas is a
    // frame that may not, so the story does what the browser does, with the same scroll padding
    wrap.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(inSight(wrap)).toBe(true));
    await expect(wrap.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      purchaseBar(canvasElement).getBoundingClientRect().top,
    );
  },
};

/** OUT OF STOCK, scrolled to the top: in the screen, below the sticky header and above the bar, not covered. */
async function expectBadgeOnTheFirstScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  window.scrollTo(0, 0);
  const badge = canvas.getByText('OUT OF STOCK');
  const { top, bottom, left, right } = badge.getBoundingClientRect();
  await expect(inSight(badge)).toBe(true);
  await expect(top).toBeGreaterThanOrEqual(canvas.getByRole('banner').getBoundingClientRect().bottom);
  await expect(bottom).toBeLessThanOrEqual(purchaseBar(canvasElement).getBoundingClientRect().top);
  await expect(left).toBeGreaterThanOrEqual(0);
  await expect(right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * Out of stock on a phone: the first screen says so in words twice, OUT OF STOCK on the photo's corner (clear of
 * the header and of the bar) and 'Currently unavailable' in the bar beside the disabled ADD TO CART, where a
 * struck price alone would read as a sale.
 */
export const OutOfStockOnAPhone: Story = {
  ...shopScene({ path: `/product/${outOfStockProduct._id}` }),
  globals: atMobile,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, outOfStockProduct.name);
    window.scrollTo(0, 0);
    const addToCart = canvas.getByRole('button', { name: /add to cart/i });
    await waitFor(() => expect(inSight(addToCart)).toBe(true));
    await expect(addToCart).toBeDisabled();
    await step('OUT OF STOCK is on the first screen, between the header and the bar', async () => {
      await expectBadgeOnTheFirstScreen(canvasElement);
    });
    await step('the bar says Currently unavailable, with no struck price', async () => {
      const words = within(purchaseBar(canvasElement)).getByText('Currently unavailable');
      await expect(inSight(words)).toBe(true);
      await expect(barPrice(canvasElement)).toBeNull();
    });
    await step('on the page, the words just under the struck price describe the greyed choices', async () => {
      // Zuma Smoke's price before a size is chosen
      await expect(livePrice(canvasElement)).toHaveTextContent('₦95,000.00');
      const words = canvas.getByText('Currently unavailable: nothing can be chosen for now');
      const gap =
        words.getBoundingClientRect().top - livePrice(canvasElement)!.getBoundingClientRect().bottom;
      await expect(gap).toBeGreaterThanOrEqual(0);
      await expect(gap).toBeLessThan(40);
      await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
        'Currently unavailable: nothing can be chosen for now',
      );
    });
    await expectNoSideScroll();
  },
};

/** A perfume with nothing to choose, sold out: its struck price says why in words beside it. */
export const OutOfStockWithoutChoicesOnAPhone: Story = {
  ...shopScene({
    path: `/product/${plainProduct._id}`,
    seed: (shop) => {
      const attar = shop.products.find((product) => product._id === plainProduct._id)!;
      attar.inStock = false;
      attar.stock = 0;
    },
  }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, plainProduct.name);
    await expectBadgeOnTheFirstScreen(canvasElement);
    await expect(within(purchaseBar(canvasElement)).getByText('Currently unavailable')).toBeVisible();
    const price = canvasElement.querySelector<HTMLElement>('#content [data-slot="out-of-stock-price"]');
    await expect(price).toHaveTextContent('Usually ₦26,000.00Currently unavailable');
    await expect(canvas.getByRole('button', { name: /add to cart/i })).toBeDisabled();
    await expectNoSideScroll();
  },
};

/** At 1280 px, the panel beside the gallery: no bar, ADD TO CART beside the quantity and no second price. */
export const NoBarOnADesktop: Story = {
  ...shopScene({ path: obaOudPath }),
  globals: atDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    const middle = (element: HTMLElement) => {
      const { top, bottom } = element.getBoundingClientRect();
      return (top + bottom) / 2;
    };
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    const addToCart = canvas.getByRole('button', { name: /add to cart/i });
    await expect(middle(addToCart)).toBeCloseTo(middle(quantity), 0);
    await expect(barPrice(canvasElement)).not.toBeVisible();
  },
};

/**
 * ADD TO CART posted before (or without) the page's scripts with a base but no side or size: the server shows
 * the page again with its message, the hint beside each missing choice, and what was chosen kept.
 */
export const RefusedPost: Story = {
  ...shopScene({ path: obaOudPath, post: { base: 'Oud', quantity: '2' } }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    await step('the message, beside the form', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        messages.selectBeforeAdd(['Side Note', 'size or wrap']),
      );
    });
    await step('a hint beside each missing choice, none beside the one made', async () => {
      await expect(canvas.getByRole('radiogroup', { name: 'Side Note' })).toHaveAccessibleDescription(
        messages.selectSide,
      );
      await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
        messages.selectSizeOrWrap,
      );
      await expect(canvas.queryByText(messages.selectBase)).toBeNull();
    });
    await step('the base and the quantity posted are kept', async () => {
      await expect(canvas.getByRole('radio', { name: 'Oud' })).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    });
    await step('choosing what was missing takes its hint away', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Rose' }));
      await expect(canvas.queryByText(messages.selectSide)).toBeNull();
      await expect(canvas.getByText(messages.selectSizeOrWrap)).toBeVisible();
    });
  },
};

const ownReview = {
  _id: '6750c2a1c0de5a1b0eb2ffff',
  productId: obaOud._id,
  rating: 4,
  comment: 'Lovely on a cool evening; I wish it lasted a little longer.',
  date: Date.UTC(2025, 0, 10),
  user: { name: adaeze.name },
};

/** A shopper who already reviewed this perfume edits it: the form starts from it and reads 'Update Review'. */
export const ReviewEditMode: Story = {
  ...shopScene({
    path: obaOudPath,
    shopper: adaeze,
    seed: (shop) => {
      const shopper = shop.shoppers.find((s) => s.email === adaeze.email);
      shop.productReviews.push({ ...ownReview, userId: shopper?.id ?? null });
    },
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    const update = await canvas.findByRole('button', { name: 'Update Review' });
    await expect(canvas.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
    const comment = canvas.getByRole('textbox', { name: /Your review/ });
    await expect(comment).toHaveValue(ownReview.comment);
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Better every time I wear it.');
    await userEvent.click(update);
    await expect(
      await screen.findByText(messages.reviewSubmitted, { selector: '[data-slot="toast-title"]' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Better every time I wear it.', { selector: 'p' })).toBeVisible();
  },
};

/**
 * A shopper without a review writes one: the rating is required first, said beside the stars and in the summary
 * at the top of the form, which takes the focus and leads to the first star.
 */
export const WriteReview: Story = {
  ...shopScene({ path: obaOudPath, shopper: adaeze }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText(messages.selectRating, { selector: 'span' })).toBeVisible();
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      messages.selectRating,
      canvas.getByRole('radio', { name: '1 star' }),
    );
  },
};

export const WriteReviewOnAPhone: Story = { ...WriteReview, globals: atMobile };

/**
 * A review posted without the page's scripts and refused (no stars): the page comes back with the summary first in
 * the review form, the words kept.
 */
export const RefusedReviewPost: Story = {
  ...shopScene({ path: obaOudPath, shopper: adaeze, post: { comment: 'Lasts all day' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
    await expect(within(summary).getByRole('link', { name: messages.selectRating })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('Lasts all day');
  },
};

/**
 * A guest sees the reviews, those whose author bought the perfume marked 'Verified purchase', and a prompt to log
 * in instead of the form.
 */
export const LoggedOutReview: Story = {
  ...shopScene({ path: obaOudPath }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, obaOud.name);
    for (const review of reviewsForProduct(obaOud._id)) {
      const article = canvas.getByRole('heading', { name: review.user.name }).closest('article');
      const mark = within(article ?? canvasElement).queryByText('Verified purchase');
      await (review.verifiedPurchase ? expect(mark).toBeVisible() : expect(mark).toBeNull());
    }
    await expect(canvas.getByText(messages.loginToReview)).toBeVisible();
    const prompt = canvasElement.querySelector<HTMLElement>('[data-slot="login-to-review"]');
    await expect(within(prompt ?? canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button', { name: /Submit Review|Update Review/ })).toBeNull();
  },
};

/** A product id the shop does not have: the not-found screen, inside the shell. */
export const NotFound: Story = {
  ...shopScene({ path: '/product/6a0000000000000000000000' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Page not found');
  },
};

/**
 * A perfume with no stock limit still stops at the shop's cap on one perfume per order: a quantity above it is
 * refused at once, with the reason, rather than when ADD TO CART is pressed.
 */
export const QuantityCappedPerOrder: Story = {
  ...shopScene({ path: `/product/${plainProduct._id}` }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, plainProduct.name);
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '15');
    const said = messages.tooManyOfOneItem(plainProduct.name, DEFAULT_MAX_UNITS_PER_PRODUCT);
    await expect(await screen.findByText(said)).toBeVisible();
    await expect(quantity).not.toHaveValue('15');
  },
};

/**
 * The connection dropped before the perfume's page could be fetched: the shell stays, with the offline state and
 * a way to try again, never the unexpected-error screen.
 */
export const Offline: Story = {
  ...shopScene({ path: obaOudPath, handlers: networkError('product') }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, messages.offlineTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.offlinePage);
    await expect(canvas.queryByText(messages.unexpectedError)).toBeNull();
    // still offline: trying again comes back to the same state, the header and its cart still there
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await findPage(canvasElement, messages.offlineTitle);
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toBeVisible();
  },
};

const longNamedPath = `/product/${longNamedProduct._id}`;

/**
 * A 60-character name on a 360 px phone: the heading wraps between words over a few lines, the breadcrumb trail
 * fits the screen, and the bar keeps the price and ADD TO CART on one row below it.
 */
export const LongNameOnAPhone: Story = {
  ...shopScene({ path: longNamedPath, seed: withLongNamedPerfume }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await findPage(canvasElement, longNamedProduct.name);
    await expectWrapsBetweenWords(name);
    const trail = canvas.getByRole('navigation', { name: /breadcrumb/i });
    await expect(trail.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    window.scrollTo(0, 0);
    const addToCart = canvas.getByRole('button', { name: /add to cart/i });
    await waitFor(() => expect(inSight(addToCart)).toBe(true));
    const price = barPrice(canvasElement)!;
    await expect(price).toHaveTextContent('₦165,000.00');
    await expect(price.getBoundingClientRect().top).toBeLessThan(addToCart.getBoundingClientRect().bottom);
    await expect(price.getBoundingClientRect().bottom).toBeGreaterThan(addToCart.getBoundingClientRect().top);
    await expectNoSideScroll();
  },
};

/** The same name at 1280 px: beside the gallery, whole words on each line, the price and choices under it. */
export const LongNameOnADesktop: Story = {
  ...shopScene({ path: longNamedPath, seed: withLongNamedPerfume }),
  globals: atDesktop,
  play: async ({ canvasElement }) => {
    const name = await findPage(canvasElement, longNamedProduct.name);
    await expectWrapsBetweenWords(name);
    await expect(livePrice(canvasElement)).toHaveTextContent('₦165,000.00');
    await expect(livePrice(canvasElement)!.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
    await expectNoSideScroll();
  },
};
