import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { addressFields, messages } from '../../api';
import { longNamedProduct, lowStockProduct, outOfStockProduct } from '../../mocks/fixtures/catalogue';
import { loadingForever, networkError, serverError } from '../../mocks/scenarios';
import {
  atDesktop,
  atMobile,
  expectErrorSummaryFocused,
  expectSummaryLinkFocuses,
  holdArrow,
} from '../ui/primitives/play-helpers';
import { endingAt, findPage, screenMeta, shopScene } from './harness';
import { deliveryForm, fillDelivery } from './plays';
import { babatunde } from '../../mocks/fixtures/users';
import { expectNoSideScroll, expectWrapsBetweenWords } from './looks';
import {
  adaeze,
  cartKeptByTheShop,
  cartOf,
  ibadanAddress,
  longNamedLines,
  seedOrder,
  twoLines,
  withLongNamedPerfume,
} from './scenes';

/**
 * The checkout, at `/place-order`: delivery details, payment method and the order's summary. States: Default
 * (a guest with two lines); ValidationErrors and MissingFieldOnAPhone; PhoneNotNigerian;
 * OnlinePaymentDiscount; NoOnlineDiscount; EmptyCart; InvalidItems and SomeUnavailable (lines that cannot be bought);
 * ShopperDetailsFilledIn and ShopperFirstOrder (a logged-in shopper); ReviewGateOpen, ReviewGateSubmitted and
 * ReviewGateFailed (the one-time review of the shop); Placing; PlacementFailed; PlacedOffline (nothing lost,
 * nothing sent again by itself); PlaceCodOrder (paying by
 * transfer); OnADesktop; LongNameOnAPhone (a 60-character name in the summary).
 */
const meta = {
  title: 'Screens/Checkout',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeOrderButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /PLACE ORDER|PLACING ORDER/ });

/** Waits for the form, fills it with the keyboard and presses Enter (PLACE ORDER submits the form). */
async function placeWithIbadanAddress(
  canvasElement: HTMLElement,
  userEvent: Parameters<typeof fillDelivery>[1],
) {
  await findPage(canvasElement, 'Checkout');
  await within(canvasElement).findByText('DELIVERY INFORMATION');
  // a shopper's details and review check are still out until PLACE ORDER is ready: details that came in between
  // the play's keys would fill a box it had just emptied (as they would a person's, if that slow)
  await waitFor(() => expect(placeOrderButton(canvasElement)).toBeEnabled());
  await fillDelivery(canvasElement, userEvent, ibadanAddress);
  await userEvent.keyboard('{Enter}');
}

/** The lines the summary box lists, in the cart's order. */
const summaryLines = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'ORDER SUMMARY' }))
    .getByRole('list', { name: 'Items in your order' })
    .querySelectorAll<HTMLElement>('[data-slot="checkout-line"]');

/** A guest with two lines in the cart; the form is empty but for the country. */
export const Default: Story = {
  ...shopScene({ path: '/place-order', guestCart: twoLines }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    await expect(await canvas.findByText('DELIVERY INFORMATION')).toBeVisible();
    // what is being bought: name, choices, quantity and price, in the summary beside (on a phone, under) the form
    const [oud, attar] = summaryLines(canvasElement);
    await expect(oud).toHaveTextContent('Ọba OudBase: Oud, Side: Rose, Size: 50mlQuantity: 1₦85,000.00');
    await expect(attar).toHaveTextContent('Sokoto Sandal AttarQuantity: 2₦52,000.00');
    await expect(summaryLines(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: messages.someLinesUnavailable })).toBeNull();
    const form = deliveryForm(canvasElement);
    await expect(form.getByLabelText(/^Country/)).toHaveValue('Nigeria');
    await expect(form.getByLabelText(/^Email/)).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: /Payment before Delivery/ })).toBeChecked();
    // the mock shop runs both card providers in sandbox mode
    await expect(canvas.getAllByText('Test mode')).toHaveLength(2);
    await expect(placeOrderButton(canvasElement)).toBeEnabled();
    // a real form: before (or without) the page's scripts, PLACE ORDER posts it to the server
    const checkout = placeOrderButton(canvasElement).closest('form');
    await expect(checkout).toHaveAttribute('method', 'post');
    await expect(checkout).toHaveAttribute('action', '/place-order');
    const posted = new FormData(checkout!);
    await expect(posted.get('country')).toBe('Nigeria');
    await expect(posted.get('paymentMethod')).toBe('cod');
  },
};

export const ValidationErrors: Story = {
  ...Default,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    await userEvent.click(await canvas.findByRole('button', { name: 'PLACE ORDER' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.fillRequired([
        'First Name',
        'Last Name',
        'Email',
        'Street',
        'City',
        'State',
        'Zipcode',
        'Phone',
      ]),
    );
    await expect(deliveryForm(canvasElement).getByLabelText(/^City/)).toHaveAccessibleDescription(
      'City is required',
    );
  },
};

/**
 * An Ibadan area chosen, then the State changed to Lagos: the area is kept as chosen (nothing is silently
 * dropped), Lagos offers only 'Elsewhere in Nigeria', and PLACE ORDER says beside the area why it cannot be.
 */
export const AreaNotInTheState: Story = {
  ...Default,
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    await fillDelivery(canvasElement, userEvent, ibadanAddress);
    const form = deliveryForm(canvasElement);
    await userEvent.selectOptions(form.getByLabelText(/^State/), 'Lagos');
    const area = form.getByLabelText(/^Delivery area/);
    await expect(
      within(area)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose your area', 'Ibadan North', 'Elsewhere in Nigeria']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PLACE ORDER' }));
    const said = messages.areaNotInState('Ibadan North', 'Lagos');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(said);
    // under the area's hint, which says what the area decides
    await expect(area).toHaveAccessibleDescription(new RegExp(`${said.replace(/[.()]/g, '\\$&')}$`));
  },
};

/**
 * On a phone PLACE ORDER sits far below the fields: a tap with fields missing moves the focus to the error
 * summary at the top of the form, whose links lead to each field (docs/decisions/036-html-first-forms.md).
 */
export const MissingFieldOnAPhone: Story = {
  ...Default,
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    await fillDelivery(canvasElement, userEvent, { ...ibadanAddress, city: '' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PLACE ORDER' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(messages.fillRequired(['City']));
    const city = deliveryForm(canvasElement).getByLabelText(/^City/);
    await expectSummaryLinkFocuses(userEvent, summary, 'City is required', city);
    // the same tap again, the field still empty: the focus comes back to the summary
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PLACE ORDER' }));
    await expectErrorSummaryFocused(canvasElement);
  },
};

/** A phone no courier can ring: refused, with what the shop takes under the field (the server refuses it too). */
export const PhoneNotNigerian: Story = {
  ...Default,
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    await fillDelivery(canvasElement, userEvent, { ...ibadanAddress, phone: 'abcdefgh' });
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.invalidPhone);
    await expect(deliveryForm(canvasElement).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      messages.nigerianPhone,
    );
  },
};

/**
 * The fee follows the Delivery area chosen (or the city typed without one), and paying by card takes 5% off the
 * subtotal (docs/decisions/024-one-delivery-fee-rule.md, docs/decisions/025-five-percent-off-online.md).
 */
export const OnlinePaymentDiscount: Story = {
  ...shopScene({ path: '/place-order', guestCart: cartOf(['6a5797c4c0de5a1b0ea1f31e', 1]) }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    const totals = await canvas.findByRole('region', { name: 'ORDER SUMMARY' });
    await step(
      'until the address says where, the rule is shown and the total is before delivery',
      async () => {
        await expect(totals).toHaveTextContent(
          'Shipping FeeIbadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00',
        );
        await expect(totals).toHaveTextContent('Total before delivery₦26,000.00');
      },
    );
    await step(
      'Ibadan North, chosen as the Delivery area, pays the Ibadan fee whatever the city says',
      async () => {
        const form = deliveryForm(canvasElement);
        await userEvent.type(form.getByLabelText(/^City/), 'Bodija');
        await expect(totals).toHaveTextContent('Shipping Fee₦4,000.00');
        await userEvent.selectOptions(form.getByLabelText(/^Delivery area/), 'Ibadan North');
        await expect(totals).toHaveTextContent('Shipping Fee₦1,500.00');
      },
    );
    await step('Lagos costs the fee for elsewhere in Nigeria', async () => {
      const form = deliveryForm(canvasElement);
      await userEvent.selectOptions(form.getByLabelText(/^Delivery area/), 'Elsewhere in Nigeria');
      await userEvent.selectOptions(form.getByLabelText(/^State/), 'Lagos');
      await expect(totals).toHaveTextContent('Shipping Fee₦4,000.00');
    });
    await step('Paystack, chosen with the arrow keys, takes 5% off', async () => {
      canvas.getByRole('radio', { name: /Payment before Delivery/ }).focus();
      await holdArrow(userEvent, 'ArrowDown', () => canvas.getByRole('radio', { name: /Paystack/ }));
      // ₦26,000 − ₦1,300 + ₦4,000
      await expect(totals).toHaveTextContent('Online payment discount (5%)−₦1,300.00');
      await expect(totals).toHaveTextContent('Total₦28,700.00');
    });
  },
};

/** The owner set the online discount to 0: the payment choice promises none ('0% off' read as a promise). */
export const NoOnlineDiscount: Story = {
  ...shopScene({
    path: '/place-order',
    guestCart: cartOf(['6a5797c4c0de5a1b0ea1f31e', 1]),
    seed: (shop) => {
      shop.config.onlineDiscountRate = 0;
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    // the online methods are offered, without the note beside them
    await canvas.findByRole('radio', { name: /Paystack/ });
    await expect(canvas.queryByText(/off when you pay online/)).toBeNull();
  },
};

/** Arriving with nothing in the cart. */
export const EmptyCart: Story = {
  ...shopScene({ path: '/place-order' }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Checkout');
    await expect(await within(canvasElement).findByText('Your Cart is Empty')).toBeVisible();
  },
};

/** Three of a scent with two left, and a sold-out one. */
const cannotBeBought = cartOf(
  [lowStockProduct, 3, { size: '50ml' }],
  [outOfStockProduct, 1, { size: '50ml' }],
);

/**
 * Nothing in the cart can be bought: the checkout says so as it opens, each line with why and the way back to
 * the cart, and offers no form to fill and no PLACE ORDER.
 */
export const InvalidItems: Story = {
  ...shopScene({ path: '/place-order', guestCart: cannotBeBought }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    const notice = await canvas.findByRole('region', { name: messages.cartEmptyOrInvalid });
    const [short, soldOut] = within(notice).getAllByRole('listitem');
    await expect(short).toHaveTextContent('Sarauta OudSize: 50mlQuantity: 3');
    await expect(short).toHaveTextContent('Only 2 available in stock: not in this order');
    await expect(soldOut).toHaveTextContent('Zuma SmokeSize: 50mlQuantity: 1');
    await expect(soldOut).toHaveTextContent('This product is out of stock: not in this order');
    await expect(within(notice).getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByRole('button', { name: /PLACE ORDER/ })).toBeNull();
    await expect(canvas.queryByText('DELIVERY INFORMATION')).toBeNull();
  },
};

/**
 * Some lines cannot be bought: the shopper is told above the form as the checkout opens; the summary shows them
 * struck through and not charged, and the order holds only what can be bought.
 */
export const SomeUnavailable: Story = {
  ...shopScene({ path: '/place-order', guestCart: { ...twoLines, ...cannotBeBought }, endsAt: '/orders' }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Checkout');
    await step('told first, above the form, with the way to the cart', async () => {
      const notice = await canvas.findByRole('region', { name: messages.someLinesUnavailable });
      const lines = within(notice).getAllByRole('listitem');
      await expect(lines.map((line) => line.querySelector('p')?.textContent)).toEqual([
        'Sarauta Oud',
        'Zuma Smoke',
      ]);
      await expect(within(notice).getByRole('link', { name: 'Change your cart' })).toHaveAttribute(
        'href',
        '/cart',
      );
      const form = canvasElement.querySelector('[data-slot="delivery-form"]');
      await expect(notice.compareDocumentPosition(form!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    await step('the summary lists every line, and charges only what can be bought', async () => {
      const lines = summaryLines(canvasElement);
      await expect(lines).toHaveLength(4);
      await expect(lines[2]).toHaveTextContent('Only 2 available in stock: not in this order');
      await expect(lines[2]).toHaveTextContent('Not charged: ₦360,000.00');
      const summary = canvas.getByRole('region', { name: 'ORDER SUMMARY' });
      await expect(summary).toHaveTextContent('Subtotal₦137,000.00');
    });
    await step('the order holds the two lines that can be bought', async () => {
      await placeWithIbadanAddress(canvasElement, userEvent);
      await findPage(canvasElement, 'My Orders');
      const order = await canvas.findByRole('article', { name: /^Order #/ });
      await expect(order).toHaveTextContent('₦137,000.00');
      await expect(order).toHaveTextContent('Ọba Oud');
      await expect(order).not.toHaveTextContent('Sarauta Oud');
      await expect(order).not.toHaveTextContent('Zuma Smoke');
    });
  },
};

export const SomeUnavailableOnAPhone: Story = { ...SomeUnavailable, globals: atMobile };

/** A logged-in shopper: the form starts with their account's name and email, and where their last order went. */
export const ShopperDetailsFilledIn: Story = {
  ...shopScene({
    path: '/place-order',
    shopper: adaeze,
    serverCart: twoLines,
    seed: (mock) => {
      const order = seedOrder(mock, { shopper: adaeze });
      // placing it emptied the cart: fill it again
      mock.carts.set(order.userId ?? '', structuredClone(twoLines));
    },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    const form = deliveryForm(canvasElement);
    await waitFor(() => expect(form.getByLabelText(/^Street/)).toHaveValue(ibadanAddress.street));
    for (const [label, value] of [
      ['First Name', 'Adaeze'],
      ['Last Name', 'Okafor'],
      ['Email', adaeze.email],
      ['City', ibadanAddress.city],
      ['State', ibadanAddress.state],
      ['Zipcode', ibadanAddress.zipcode],
      ['Phone', ibadanAddress.phone],
    ])
      await expect(form.getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
  },
};

/** A shopper's first order: the name and email come from the account; the address is theirs to type. */
export const ShopperFirstOrder: Story = {
  ...shopScene({ path: '/place-order', shopper: babatunde, serverCart: twoLines }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    const form = deliveryForm(canvasElement);
    await waitFor(() => expect(form.getByLabelText(/^First Name/)).toHaveValue('Babatunde'));
    await expect(form.getByLabelText(/^Last Name/)).toHaveValue('Adewale');
    await expect(form.getByLabelText(/^Email/)).toHaveValue(babatunde.email);
    await expect(form.getByLabelText(/^Street/)).toHaveValue('');
    await expect(form.getByLabelText(/^Country/)).toHaveValue('Nigeria');
  },
};

/** A logged-in shopper who has not reviewed the shop: PLACE ORDER opens 'Review Your Experience' first. */
export const ReviewGateOpen: Story = {
  ...shopScene({ path: '/place-order', shopper: adaeze, serverCart: twoLines }),
  play: async ({ canvasElement, userEvent }) => {
    await placeWithIbadanAddress(canvasElement, userEvent);
    const dialog = await screen.findByRole('dialog', { name: 'Review Your Experience' });
    await expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    // the shopper pressed PLACE ORDER: the dialog says the order waits on it
    await expect(dialog).toHaveAccessibleDescription(/^Your order is not placed yet\./);
  },
};

/** A review sent from the gate: thanks, and the held order goes ahead. */
export const ReviewGateSubmitted: Story = {
  ...endingAt(ReviewGateOpen, '/orders'),
  play: async (context) => {
    await ReviewGateOpen.play?.(context);
    const { userEvent } = context;
    const dialog = screen.getByRole('dialog', { name: 'Review Your Experience' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Lovely wrapping and quick delivery.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await screen.findByText(messages.thanksForReview)).toBeVisible();
    await findPage(context.canvasElement, 'My Orders');
    await expect(await screen.findByText(messages.orderPlaced)).toBeVisible();
  },
};

/** A failed review drops the held order: the shopper is back at the form with the reason. */
export const ReviewGateFailed: Story = {
  ...shopScene({
    path: '/place-order',
    shopper: adaeze,
    serverCart: twoLines,
    handlers: serverError('shopReviewSubmit', messages.reviewFailed),
  }),
  play: async (context) => {
    await ReviewGateOpen.play?.(context);
    const { userEvent, canvasElement } = context;
    const dialog = screen.getByRole('dialog', { name: 'Review Your Experience' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Good scents.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await expect(await screen.findByText(messages.reviewFailed)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the page comes back from behind the dialog with PLACE ORDER ready again
    await waitFor(() => expect(placeOrderButton(canvasElement)).toHaveTextContent('PLACE ORDER'));
  },
};

/** The order call never answers: PLACING ORDER... and the button stays busy. */
export const Placing: Story = {
  ...shopScene({ path: '/place-order', guestCart: twoLines, handlers: loadingForever('placeOrder') }),
  play: async ({ canvasElement, userEvent }) => {
    await placeWithIbadanAddress(canvasElement, userEvent);
    await waitFor(() => expect(placeOrderButton(canvasElement)).toHaveTextContent('PLACING ORDER...'));
    await expect(placeOrderButton(canvasElement)).toBeDisabled();
  },
};

/** The shop refuses the order: its sentence shows, and the shopper can try again. */
export const PlacementFailed: Story = {
  ...shopScene({
    path: '/place-order',
    guestCart: twoLines,
    handlers: serverError('placeOrder', 'Ọba Oud: Only 1 available in stock'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await placeWithIbadanAddress(canvasElement, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ọba Oud: Only 1 available in stock');
    await expect(placeOrderButton(canvasElement)).toBeEnabled();
  },
};

/**
 * PLACE ORDER with the connection gone: the shopper hears that the order is not placed, every field keeps what
 * they typed, and nothing is sent again until they tap PLACE ORDER once back online.
 */
export const PlacedOffline: Story = {
  ...shopScene({ path: '/place-order', guestCart: twoLines, handlers: networkError('placeOrder') }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await placeWithIbadanAddress(canvasElement, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.orderNotPlacedOffline);
    const form = deliveryForm(canvasElement);
    for (const field of addressFields) {
      const control = form.getByLabelText(new RegExp(`^${field.label}`));
      await expect(control).toHaveValue(ibadanAddress[field.name]);
    }
    await expect(placeOrderButton(canvasElement)).toBeEnabled();
  },
};

/** A guest pays before delivery: the cart empties, MY ORDERS opens with the bank details and the order. */
export const PlaceCodOrder: Story = {
  ...endingAt(Default, '/orders'),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('fill the form and place the order with the keyboard', async () => {
      await placeWithIbadanAddress(canvasElement, userEvent);
    });
    await step('MY ORDERS, with the toast and how to pay', async () => {
      await findPage(canvasElement, 'My Orders');
      await expect(await screen.findByText(messages.orderPlaced)).toBeVisible();
      await expect(await canvas.findByText('PAY BY BANK TRANSFER')).toBeVisible();
      await expect(canvas.getByText('0123456789')).toBeVisible();
      const order = canvas.getByRole('article', { name: /^Order #/ });
      await expect(order).toHaveTextContent('Awaiting payment');
      await expect(order).toHaveTextContent('₦137,000.00');
      await expect(canvas.getByRole('link', { name: /Cart, (empty|0 items)/ })).toBeVisible();
    });
  },
};

export const OnAPhone: Story = { ...Default, globals: atMobile };

export const OnADesktop: Story = { ...Default, globals: atDesktop };

/**
 * A 60-character name in the order summary of a 360 px phone: the name wraps between words and its price stays
 * beside it on the right, with the choices and quantity under the name.
 */
export const LongNameOnAPhone: Story = {
  ...shopScene({ path: '/place-order', guestCart: longNamedLines, seed: withLongNamedPerfume }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Checkout');
    await within(canvasElement).findByText('DELIVERY INFORMATION');
    await waitFor(() => expect(summaryLines(canvasElement)).toHaveLength(2));
    const [royale, attar] = summaryLines(canvasElement);
    await expect(royale).toHaveTextContent(`${longNamedProduct.name}Size: 50mlQuantity: 1₦165,000.00`);
    await expect(attar).toHaveTextContent('Sokoto Sandal AttarQuantity: 2₦52,000.00');
    const name = within(royale!).getByText(longNamedProduct.name);
    await expectWrapsBetweenWords(name);
    const price = royale!.querySelector<HTMLElement>('[data-slot="price"]')!;
    await expect(price.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().right,
    );
    await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSideScroll();
    await cartKeptByTheShop(longNamedLines);
  },
};
