import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  type ApiFailure,
  type CartData,
  type CartVariations,
  type Product,
  DEFAULT_MAX_UNITS_PER_PRODUCT,
  cartItemKey,
  messages,
} from '../../api';
import { lowStockProduct, plainProduct, productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { CartPanel } from './cart-panel';
import { readInspector } from './inspector';

/**
 * The cart machine (machines/cart.ts) driven on its own, its state and every event it receives beside the cart.
 * The shop answers each call after a moment, so a person watching sees the cart wait for it. Machines/Cart In
 * The Shop shows the same machine inside the whole shop.
 */
const meta = {
  title: 'Machines/Cart',
  component: CartPanel,
  // the shop's answers are the story's own functions, not settings to edit
  parameters: { controls: { include: ['saved', 'products'] } },
  args: {
    saved: {},
    products: [plainProduct, lowStockProduct],
    fetchCart: fn(() => later({})),
    syncAdd: fn(() => later({})),
    syncUpdate: fn(() => later({})),
    syncClear: fn(() => later({})),
    persist: fn(),
    notifyAdded: fn(),
    notifyError: fn(),
  },
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function later<T>(answer: T, ms = 250): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(answer), ms));
}
const refusedLater = (failure: ApiFailure) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(failure), 250));

const lineOf = (product: Product, quantity: number, variations: CartVariations = {}): CartData => ({
  [cartItemKey(product._id, variations)]: { productId: product._id, quantity, variations },
});
const oud = { base: 'Oud', side: 'Rose', size: '50ml' };

const guestIdle = 'session.guest.idle, catalogue.waiting';
const shopperIdle = 'session.loggedIn.idle, catalogue.waiting';

/** The state once every answer is in, and the events the machine received since it started. */
async function settlesIn(canvasElement: HTMLElement, state: string, events?: string[]) {
  await waitFor(() => expect(readInspector(canvasElement).state).toBe(state), { timeout: 3000 });
  if (events) await expect(readInspector(canvasElement).events).toEqual(events);
}

const told = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'What the shopper is told' });

export const GuestAdds: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${plainProduct.name}` }));
    await expect(await canvas.findByText(plainProduct.name, { selector: 'p' })).toBeVisible();
    await settlesIn(canvasElement, guestIdle, [
      'xstate.init',
      'xstate.done.actor.fetchCart',
      'cart.add',
      'xstate.done.actor.syncAdd',
    ]);
    await expect(args.syncAdd).toHaveBeenCalledWith({
      itemId: plainProduct._id,
      quantity: 1,
      variations: {},
    });
    await expect(args.persist).toHaveBeenLastCalledWith(lineOf(plainProduct, 1));
    await expect(told(canvasElement)).toHaveTextContent(messages.addedToCart(1, plainProduct.name));
  },
};

export const QuantityUpdate: Story = {
  args: { saved: lineOf(plainProduct, 1), fetchCart: fn(() => later(lineOf(plainProduct, 1))) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${plainProduct.name}` }));
    await expect(canvas.getByLabelText(`Quantity of ${plainProduct.name}`)).toHaveValue('2');
    await settlesIn(canvasElement, guestIdle);
    await expect(readInspector(canvasElement).lines.at(-2)).toMatch(/^cart\.update .*quantity: 2\)/);
    await expect(args.syncUpdate).toHaveBeenCalledWith({ cartItemKey: plainProduct._id, quantity: 2 });
  },
};

const twoLines = { ...lineOf(plainProduct, 1), ...lineOf(lowStockProduct, 1) };

export const Removal: Story = {
  args: { saved: twoLines, fetchCart: fn(() => later(twoLines)) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${plainProduct.name} from cart` }));
    await waitFor(() => expect(canvas.queryByText(plainProduct.name, { selector: 'p' })).toBeNull());
    await expect(canvas.getByText(lowStockProduct.name, { selector: 'p' })).toBeVisible();
    await settlesIn(canvasElement, guestIdle);
    await expect(args.syncUpdate).toHaveBeenCalledWith({ cartItemKey: plainProduct._id, quantity: 0 });
  },
};

export const Clear: Story = {
  args: { saved: twoLines, fetchCart: fn(() => later(twoLines)) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await settlesIn(canvasElement, guestIdle);
    await expect(readInspector(canvasElement).events.slice(-2)).toEqual([
      'cart.clear',
      'xstate.done.actor.syncClear',
    ]);
    await expect(args.syncClear).toHaveBeenCalledOnce();
    await expect(args.persist).toHaveBeenLastCalledWith({});
  },
};

const accountCart = { ...lineOf(plainProduct, 2), ...lineOf(productWithAllOptions, 1, oud) };

/** Adaeze comes back with a stored session: her account's cart loads from the shop. */
export const LoadingFromServer: Story = {
  args: {
    products: [plainProduct, productWithAllOptions],
    fetchCart: fn((session: string | null) => later(session ? accountCart : {}, session ? 800 : 250)),
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: 'Come back as Adaeze' }));
    await waitFor(() =>
      expect(readInspector(canvasElement).lines).toContain(
        'cart.sessionRestored (token: adaeze-session) → session.loggedIn.loading, catalogue.waiting',
      ),
    );
    await expect(
      await canvas.findByText(productWithAllOptions.name, { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
    await settlesIn(canvasElement, shopperIdle);
    await expect(canvas.getByLabelText(`Quantity of ${plainProduct.name}`)).toHaveValue('2');
  },
};

const resting: ApiFailure = {
  success: false,
  message: 'The shop is resting. Please try again.',
  status: 503,
};

/** The shop refuses the add: the shopper hears why, and the cart here keeps the line they chose. */
export const SyncFailureKeepsTheChange: Story = {
  args: { syncAdd: fn(() => refusedLater(resting)) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${plainProduct.name}` }));
    await waitFor(() =>
      expect(readInspector(canvasElement).events.at(-1)).toBe('xstate.error.actor.syncAdd'),
    );
    await settlesIn(canvasElement, guestIdle);
    await expect(told(canvasElement)).toHaveTextContent(resting.message);
    await expect(args.notifyError).toHaveBeenCalledWith(resting.message);
    await expect(canvas.getByText(plainProduct.name, { selector: 'p' })).toBeVisible();
    await expect(args.persist).toHaveBeenLastCalledWith(lineOf(plainProduct, 1));
  },
};

/**
 * The phone is offline when the guest adds: the shop cannot be reached, and the shopper hears one sentence, what
 * became of it: kept in the cart on this device, which the shop's next start online sends on.
 */
export const OfflineAddIsKept: Story = {
  args: {
    syncAdd: fn(() => refusedLater({ success: false, message: messages.networkError, status: 0 })),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${plainProduct.name}` }));
    await waitFor(() =>
      expect(readInspector(canvasElement).events.at(-1)).toBe('xstate.error.actor.syncAdd'),
    );
    await settlesIn(canvasElement, guestIdle);
    const said = within(told(canvasElement)).getAllByRole('listitem');
    await expect(said.map((item) => item.textContent)).toEqual([messages.keptOffline(1, plainProduct.name)]);
    await expect(args.notifyAdded).not.toHaveBeenCalled();
    await expect(args.notifyError).not.toHaveBeenCalled();
    await expect(canvas.getByText(plainProduct.name, { selector: 'p' })).toBeVisible();
    await expect(args.persist).toHaveBeenLastCalledWith(lineOf(plainProduct, 1));
  },
};

const merged = { ...lineOf(plainProduct, 1), ...lineOf(productWithAllOptions, 1, oud) };

/** The guest's attar joins the Ọba Oud already in Adaeze's account: the shop merged them at login. */
export const MergeOnLogin: Story = {
  args: {
    saved: lineOf(plainProduct, 1),
    products: [plainProduct, productWithAllOptions],
    fetchCart: fn((session: string | null) => later(session ? merged : lineOf(plainProduct, 1))),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as Adaeze' }));
    // from now on the account's cart is the truth: this device forgets the guest's
    await expect(args.persist).toHaveBeenLastCalledWith({});
    await expect(
      await canvas.findByText(productWithAllOptions.name, { selector: 'p' }, { timeout: 3000 }),
    ).toBeVisible();
    await settlesIn(canvasElement, shopperIdle);
    await expect(canvas.getByText(plainProduct.name, { selector: 'p' })).toBeVisible();
    await expect(readInspector(canvasElement).events.slice(-2)).toEqual([
      'cart.loggedIn',
      'xstate.done.actor.fetchCart',
    ]);
  },
};

const tenOfOud = {
  ...lineOf(productWithAllOptions, 6, oud),
  ...lineOf(productWithAllOptions, 4, { base: 'Amber', size: '100ml' }),
};

/**
 * Ọba Oud has 40 on the shelf, but the shop sells at most 10 of one perfume at a time, all its choices counted:
 * with 6 and 4 in the cart, an 11th is refused here in the server's words, and nothing is sent.
 */
export const ProductCap: Story = {
  args: {
    saved: tenOfOud,
    products: [productWithAllOptions],
    fetchCart: fn(() => later(tenOfOud)),
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    const refusal = messages.tooManyOfOneItem(productWithAllOptions.name, DEFAULT_MAX_UNITS_PER_PRODUCT);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${productWithAllOptions.name}` }));
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent(refusal));
    await expect(readInspector(canvasElement).lines.at(-1)).toBe(
      `cart.add (productId: ${productWithAllOptions._id}) → ${guestIdle}`,
    );
    const quantities = canvas.getAllByLabelText(`Quantity of ${productWithAllOptions.name}`);
    await expect(quantities.map((field) => (field as HTMLInputElement).value)).toEqual(['6', '4']);
    await expect(args.notifyError).toHaveBeenCalledWith(refusal);
    await expect(args.syncAdd).not.toHaveBeenCalled();
  },
};

/** Sarauta Oud has 2 left and both are in the cart: a third is refused with the stock, and nothing is sent. */
export const StockCap: Story = {
  args: { saved: lineOf(lowStockProduct, 2), fetchCart: fn(() => later(lineOf(lowStockProduct, 2))) },
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await settlesIn(canvasElement, guestIdle);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${lowStockProduct.name}` }));
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent(messages.onlyInStock(2)));
    await expect(readInspector(canvasElement).lines.at(-1)).toBe(
      `cart.add (productId: ${lowStockProduct._id}) → ${guestIdle}`,
    );
    await expect(canvas.getByLabelText(`Quantity of ${lowStockProduct.name}`)).toHaveValue('2');
    await expect(args.notifyError).toHaveBeenCalledWith(messages.onlyInStock(2));
    await expect(args.syncAdd).not.toHaveBeenCalled();
  },
};
