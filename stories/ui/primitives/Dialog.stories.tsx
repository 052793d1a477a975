import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../ui';

import { atDesktop, atMobile, expectEscapeCloses } from './play-helpers';

/**
 * A modal box on Radix Dialog, centred above a dimmed page: focus moves in and stays in until it closes, and
 * Escape or the corner cross close it. Built from parts: `Dialog`, `DialogTrigger`, `DialogContent` (which
 * needs a `DialogTitle`, and usually a `DialogDescription`), `DialogHeader`, `DialogFooter` (buttons stacked
 * full width on a phone, in a row from `sm:`), and `DialogClose`. The stories below open in frames of their
 * own.
 *
 * **Use when** the shopper must answer before going on (confirm what goes into the cart, what is still to
 * choose).
 *
 * **Not when** the content is a menu or a panel of links (Sheet), or a message that needs no answer (a toast
 * or a FormMessage).
 */
const meta = {
  title: 'Components/Primitives/Dialog',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '440px' } } },
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Add to cart</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm your order</DialogTitle>
          <DialogDescription>2 × Oud Royale, 50 ml, gift wrapped.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Unit price <strong>₦12,500.00</strong> · Total <strong>₦25,000.00</strong>
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Confirm</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Add to cart' });

    await step('Enter on the trigger opens it, titled and described', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
      await expect(dialog).toHaveAccessibleDescription('2 × Oud Royale, 50 ml, gift wrapped.');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('Tab keeps focus inside the dialog', async () => {
      const dialog = screen.getByRole('dialog');
      for (let press = 0; press < 5; press += 1) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    await step('Escape closes it and focus returns to the trigger', async () => {
      await expectEscapeCloses(userEvent, trigger, args.onOpenChange);
    });

    await step('the labelled close cross closes it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenMobile: Story = {
  args: { defaultOpen: true },
  globals: atMobile,
};

export const OpenDesktop: Story = {
  args: { defaultOpen: true },
  globals: atDesktop,
};
