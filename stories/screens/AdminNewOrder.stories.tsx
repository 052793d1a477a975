import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartItemKey } from '../../api';
import { plainProduct, productWithBaseOnly } from '../../mocks/fixtures/catalogue';
import { findProduct, shopOwner } from '../../mocks/state';
import { atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * An order the owner keys in for a customer who asked on WhatsApp, on the phone or at the counter, at
 * `/admin/orders/new`. States: Empty (the form as opened: six lines, a WhatsApp order by transfer to deliver);
 * Refused (no name nor phone: said beside each field and in the summary, the chosen perfume kept);
 * PlacedForDelivery (two lines with options, Kemi without an email: the order's page says it is placed and holds
 * the message to send her on WhatsApp); PickupPaidInCash (a name and a phone are enough, no delivery fee). The form
 * and the placed order also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Key in an order',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/orders/new';
const scene = shopScene({ path, shopper: shopOwner });
/** The story ends on the order's page once it is placed. */
const placedScene = shopScene({ path, shopper: shopOwner, endsAt: '/admin/orders/' });

const { sizes, base } = productWithBaseOnly.variations;
const abujaNights = cartItemKey(productWithBaseOnly._id, { size: sizes[0]!.size, base: base.options[0]! });
const sokoto = cartItemKey(plainProduct._id, {});

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('combobox', { name: /^Line/ });
const newest = () => mockShop.orders.at(-1);

export const Empty: Story = {
  ...scene,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Key in an order');
    await expect(lines(canvasElement)).toHaveLength(6);
    await expect(canvas.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Deliver to the customer' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    // each perfume with each set of its options is a choice of its own
    await expect(
      within(lines(canvasElement)[0]!).getByRole('option', {
        name: new RegExp(`^Abuja Nights · Base: ${base.options[0]}, Size: ${sizes[0]!.size} · `),
      }),
    ).toBeTruthy();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

export const Refused: Story = {
  ...scene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Key in an order');
    await userEvent.selectOptions(lines(canvasElement)[0]!, sokoto);
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expectErrorSummaryFocused(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('First Name is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Phone is required');
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      /Phone is required/,
    );
    await expect(lines(canvasElement)[0]).toHaveValue(sokoto);
    await expect(mockShop.orders.some((order) => order.keyedIn)).toBe(false);
  },
};

export const PlacedForDelivery: Story = {
  ...placedScene,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Key in an order');
    const stock = findProduct(plainProduct._id)?.stock ?? 0;
    await step('two perfumes, Kemi without an email, an address in Ibadan', async () => {
      await userEvent.selectOptions(lines(canvasElement)[0]!, abujaNights);
      await userEvent.selectOptions(lines(canvasElement)[1]!, sokoto);
      await userEvent.type(canvas.getAllByRole('textbox', { name: 'How many' })[1]!, '{Backspace}2');
      await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Kemi');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Last Name/ }), 'Adeyemi');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '08031234567');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Street/ }), '12 Bodija Road');
      await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Ibadan');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^State/ }), 'Oyo');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Delivery area/ }), 'Ibadan North');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Zipcode/ }), '200001');
    });
    await step("placed: the order's page says so and holds the message for her", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
      await findPage(canvasElement, /^Order #/);
      await expect(await canvas.findByText(/is placed for Kemi Adeyemi/)).toHaveTextContent(
        'Send the customer the message below on WhatsApp.',
      );
      const message = canvas.getByRole('region', { name: 'Message for Kemi' });
      await expect(within(message).getByRole('textbox', { name: 'The message' })).toHaveDisplayValue(
        /How to pay: transfer/,
      );
      await expect(within(message).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/2348031234567\?text=Hello%20Kemi/),
      );
      await expect(canvas.getByRole('region', { name: 'Delivery' })).toHaveTextContent(
        'Keyed in by the shop (WhatsApp)',
      );
      await expect(newest()).toMatchObject({ keyedIn: { from: 'whatsapp', pay: 'transfer', pickup: false } });
      await expect(findProduct(plainProduct._id)?.stock).toBe(stock - 2);
    });
  },
};

export const PlacedForDeliveryOnAPhone: Story = { ...PlacedForDelivery, globals: atMobile };

export const PickupPaidInCash: Story = {
  ...placedScene,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Key in an order');
    await userEvent.selectOptions(lines(canvasElement)[0]!, sokoto);
    await userEvent.click(canvas.getByRole('radio', { name: 'In the shop' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Tunde');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last Name/ }), 'Bakare');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '08095550101');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pickup at the shop' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash at pickup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await findPage(canvasElement, /^Order #/);
    await expect(await canvas.findByText(/is placed for Tunde Bakare/)).toBeInTheDocument();
    await expect(canvas.getByText('Cash at pickup')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Pickup at the shop');
    await expect(canvas.getByRole('region', { name: 'Items' })).toHaveTextContent('Delivery₦0.00');
    const message = canvas.getByRole('region', { name: 'Message for Tunde' });
    await expect(within(message).getByRole('textbox', { name: 'The message' })).toHaveDisplayValue(
      /in cash when you pick up your order/,
    );
  },
};
