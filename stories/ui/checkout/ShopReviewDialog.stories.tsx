import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { ShopReviewDialog, type ShopReviewDialogProps } from '../../../ui/checkout';
import { useRefusedAfterSending } from '../../harness/refused-later';
import { atMobile, expectErrorSummaryFocused, holdArrow } from '../primitives/play-helpers';

/**
 * 'Review Your Experience': the checkout's one-time question about shopping with the house, asked after PLACE
 * ORDER and before the order is placed (it says so first). Sending needs stars and some words; skipping is
 * always allowed. The stories open in frames of their own.
 *
 * **Use when** a logged-in shopper who has not reviewed the shop places an order, with the page's scripts.
 *
 * **Not when** the page has no scripts (ShopReviewStep does the same inside the checkout's form).
 */
const meta = {
  title: 'Components/Checkout/ShopReviewDialog',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '620px' } } },
  component: ShopReviewDialog,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ShopReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
const submit = () => screen.getByRole('button', { name: 'Submit Review' });

export const Default: Story = {
  play: async ({ args, userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Review Your Experience' });

    await step('it says first that the order waits on this answer', async () => {
      await expect(dialog).toHaveAccessibleDescription(
        /^Your order is not placed yet\. It will be placed as soon as you submit your review or skip\./,
      );
    });
    await step('nothing chosen: submit is disabled', async () => {
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(submit()).toBeDisabled();
    });
    await step('stars alone are not enough, nor blank text', async () => {
      await userEvent.click(star(4));
      await expect(star(4)).toBeChecked();
      await expect(submit()).toBeDisabled();
      await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), '   ');
      await expect(submit()).toBeDisabled();
    });
    await step('the keyboard moves the stars', async () => {
      await userEvent.click(star(4));
      await holdArrow(userEvent, 'ArrowRight', () => star(5));
    });
    await step('words make it sendable; it sends the stars and the words', async () => {
      const review = screen.getByRole('textbox', { name: 'Your review' });
      await userEvent.clear(review);
      await userEvent.type(review, 'Fast delivery to Bodija.');
      await expect(submit()).toBeEnabled();
      await userEvent.click(submit());
      await expect(args.onSubmit).toHaveBeenCalledWith(5, 'Fast delivery to Bodija.');
    });
    await step('Escape closes it (the held order goes ahead)', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const Skip: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip review' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    const button = await screen.findByRole('button', { name: 'SUBMITTING...' });
    await expect(button).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: 'Your review' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Failed to submit review' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit review'));
  },
};

/** The checkout's review gate with a shop that refuses the review: submitting, then its sentence. */
function RefusedReview(args: ShopReviewDialogProps) {
  const { sending, refused, send } = useRefusedAfterSending('Failed to submit review');
  return (
    <ShopReviewDialog
      {...args}
      submitting={sending}
      error={refused}
      onSubmit={(rating, comment) => {
        args.onSubmit(rating, comment);
        send();
      }}
    />
  );
}

/** On a phone, the review refused: the summary at the top of the dialog's form says so, with the focus. */
export const RefusedOnAPhone: Story = {
  globals: atMobile,
  render: (args) => <RefusedReview {...args} />,
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Fast delivery to Bodija.');
    await userEvent.click(submit());
    const dialog = screen.getByRole('dialog', { name: 'Review Your Experience' });
    const summary = await expectErrorSummaryFocused(dialog);
    await expect(summary).toHaveTextContent('Failed to submit review');
    await expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue(
      'Fast delivery to Bodija.',
    );
  },
};

export const Mobile: Story = { globals: atMobile };
