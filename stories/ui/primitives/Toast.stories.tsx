import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button, Toaster, type ToastMessage } from '../../../ui';

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
}: {
  initial?: ToastMessage[];
  duration?: number;
  onDismiss: (id: string) => void;
}) {
  const [toasts, setToasts] = useState<ToastMessage[]>(initial);
  const [next, setNext] = useState(0);
  const push = () => {
    setToasts((list) => [...list, { ...samples[next % samples.length]!, id: `toast-${next}` }]);
    setNext((n) => n + 1);
  };
  return (
    <>
      <Button onClick={push}>Show a notification</Button>
      <Toaster
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

const meta = {
  title: 'UI/Primitives/Toast',
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
