import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button, PlainToaster, Toaster, type ToastMessage } from '../../../ui';

import { atDesktop, atMobile } from './play-helpers';

const samples: Omit<ToastMessage, 'id'>[] = [
  { tone: 'success', title: 'Added to cart', description: 'Oud Royale, 50 ml × 2' },
  { tone: 'error', title: 'Only 3 available in stock' },
  { tone: 'info', title: 'Your cart was merged with your account' },
];

/** A stand-in for the store: it owns the queue, the Toaster shows it and reports dismissals. */
function ToastQueue({
  initial = [],
  duration,
  onDismiss,
  plain = false,
}: {
  initial?: ToastMessage[];
  duration?: number;
  onDismiss: (id: string) => void;
  /** PlainToaster: the toasts while Radix's code loads, or if it cannot be fetched */
  plain?: boolean;
}) {
  const Shown = plain ? PlainToaster : Toaster;
  const [toasts, setToasts] = useState<ToastMessage[]>(initial);
  const [next, setNext] = useState(0);
  const push = () => {
    setToasts((list) => [...list, { ...samples[next % samples.length]!, id: `toast-${next}` }]);
    setNext((n) => n + 1);
  };
  return (
    <>
      <Button onClick={push}>Show a notification</Button>
      <Shown
        toasts={toasts}
        duration={duration}
        onDismiss={(id) => {
          onDismiss(id);
          setToasts((list) => list.filter((toast) => toast.id !== id));
        }}
      />
    </>
  );
}

/**
 * The shop's notifications: a card per toast, top right (full width at the top on a phone), with its tone's
 * icon, a title and a description, closing itself after 3 s or on its cross, and swiped away on a phone.
 * `Toaster` is Radix's; `PlainToaster` shows the same toasts without Radix's code while that loads, or if it
 * cannot be fetched. The queue lives in the store, which mounts one toaster; the story below gives it a queue
 * of its own, in a frame of its own.
 *
 * **Use when** something finished away from where the shopper looks: added to the cart, logged in, order
 * placed.
 *
 * **Not when** the message is about a form the shopper is looking at (FormMessage or ErrorSummary), or must
 * not be missed (it disappears).
 */
const meta = {
  title: 'Components/Primitives/Toast',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  component: ToastQueue,
  args: { onDismiss: fn() },
} satisfies Meta<typeof ToastQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('a new toast shows in the top-right notifications region', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show a notification' }));
      const title = await screen.findByText('Added to cart');
      await expect(title).toBeVisible();
      const toast = title.closest('[data-slot="toast"]') as HTMLElement;
      const box = toast.getBoundingClientRect();
      await expect(window.innerWidth - box.right).toBeLessThan(40);
      await expect(box.top).toBeLessThan(40);
    });
    await step('its labelled close button dismisses it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      await expect(args.onDismiss).toHaveBeenCalledWith('toast-0');
      await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull());
    });
  },
};

export const ClosesAfterThreeSeconds: Story = {
  args: { initial: [{ id: 'added', tone: 'success', title: 'Added to cart' }] },
  play: async ({ args }) => {
    await expect(await screen.findByText('Added to cart')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(screen.getByText('Added to cart')).toBeVisible();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('added'), { timeout: 2500 });
  },
};

export const Tones: Story = {
  args: {
    initial: samples.map((sample, index) => ({ ...sample, id: `sample-${index}` })),
    duration: 1_000_000,
  },
};

export const TonesMobile: Story = {
  args: Tones.args,
  globals: atMobile,
};
export const TonesDesktop: Story = {
  args: Tones.args,
  globals: atDesktop,
};

/** Before Radix's toast code has come (the shop fetches it on the first tap): the same toast, closed the same ways. */
export const WhileItsCodeLoads: Story = {
  args: { plain: true, duration: 1500 },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('it shows at once, in the same place, and is announced', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show a notification' }));
      const title = screen.getByText('Added to cart');
      await expect(title).toBeVisible();
      const region = screen.getByRole('region', { name: 'Notifications' });
      await expect(region).toHaveAttribute('aria-live', 'polite');
      await expect(region).toHaveTextContent('Added to cartOud Royale, 50 ml × 2');
      const box = (title.closest('[data-slot="toast"]') as HTMLElement).getBoundingClientRect();
      await expect(window.innerWidth - box.right).toBeLessThan(40);
      await expect(box.top).toBeLessThan(40);
    });
    await step('its labelled close button dismisses it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      await expect(args.onDismiss).toHaveBeenCalledWith('toast-0');
      await expect(screen.queryByText('Added to cart')).toBeNull();
    });
    await step('an error is an alert, and closes on its own', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show a notification' }));
      await expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 available in stock');
      await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('toast-1'), { timeout: 2500 });
      await expect(screen.queryByRole('alert')).toBeNull();
    });
  },
};
