import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { exampleOrderId } from '../../../mocks/fixtures/orders';
import { BankTransferDetails, shortOrderId } from '../../../ui/checkout';
import { serverHtmlPage } from '../../harness/server-html';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * After an order to be paid before delivery: the bank, the account name, the account number with a Copy
 * button, the amount, the order's reference to put on the transfer, and a WhatsApp link to send the proof.
 * The order waits, unpaid, until the shop confirms the transfer.
 *
 * **Use when** a shopper has chosen to pay by transfer: the order's confirmation and its card in MY ORDERS.
 *
 * **Not when** the order was paid online (VerifyResult says how that went).
 */
const meta = {
  title: 'Components/Checkout/BankTransferDetails',
  tags: ['autodocs'],
  component: BankTransferDetails,
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  args: {
    bankName: 'Guaranty Trust Bank',
    accountName: 'Scents by Adúnní Ltd',
    accountNumber: '0123456789',
    amount: 98500,
    orderReference: shortOrderId(exampleOrderId),
    whatsappHref: `https://wa.me/2348031234567?text=${encodeURIComponent(`Proof of payment for order ${shortOrderId(exampleOrderId)}`)}`,
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof BankTransferDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('where to send the money, and how much; a real shop is not marked a demo', async () => {
      await expect(canvas.queryByText(/demo shop/)).toBeNull();
      await expect(canvas.getByText('Guaranty Trust Bank')).toBeVisible();
      await expect(canvas.getByText('0123456789')).toBeVisible();
      await expect(canvas.getByText('₦98,500.00')).toBeVisible();
    });
    await step('Copy puts the account number on the clipboard and says so', async () => {
      const copy = canvas.getByRole('button', { name: 'Copy account number' });
      copy.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.copy).toHaveBeenCalledWith('0123456789');
      await expect(await canvas.findByRole('status')).toHaveTextContent('Copied');
    });
    await step('proof of payment goes by WhatsApp', async () => {
      await expect(
        canvas.getByRole('link', { name: 'Send your proof of payment on WhatsApp' }),
      ).toHaveAttribute('href', args.whatsappHref);
    });
  },
};

/** A browser that refuses the clipboard: the shopper is told to note the number down. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(await canvas.findByText('Could not copy: please note it down')).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Copied');
  },
};

/** A shop that has not set its bank details (a demo): the box says so before the details, in words. */
export const DemoShop: Story = {
  args: { bankName: 'Demo Bank', accountName: 'Òórùn demo shop', accountNumber: '0000000000', demo: true },
  play: async ({ canvas }) => {
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent('This is a demo shop');
    await expect(warning).toHaveTextContent('Do not send money to them.');
    // read before the account number it warns about
    await expect(
      warning.compareDocumentPosition(canvas.getByText('0000000000')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

/** In the server's HTML Copy keeps its place unseen (it needs the page's scripts); the number can be selected. */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { page, hydrateUntil } = serverHtmlPage(canvasElement, <BankTransferDetails {...args} />);
    await step('the account number, and no Copy to tap yet', async () => {
      await expect(page.getByText('0123456789')).toBeVisible();
      await expect(page.queryByRole('button', { name: 'Copy account number' })).toBeNull();
    });
    await step('hydrated, Copy shows', () =>
      hydrateUntil(() => expect(page.getByRole('button', { name: 'Copy account number' })).toBeVisible()),
    );
  },
};
