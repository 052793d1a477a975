import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { DEFAULT_ONLINE_DISCOUNT_RATE } from '../../../api';
import { faqHeading, faqItems } from '../../../store/content';
import { FaqList } from '../../../ui/marketing';

import { atMobile, delivery } from './story-data';

const items = faqItems(delivery, DEFAULT_ONLINE_DISCOUNT_RATE);

/**
 * Common questions as an accordion on Radix: one answer open at a time, closed again by pressing its
 * question; Tab or the arrow keys move between questions, Enter or Space opens one. Drawn full width under
 * its heading.
 *
 * **Use when** the contact page answers what shoppers often ask (`/contact#faq`).
 *
 * **Not when** the answers are short enough to show all at once (a list), or are steps to follow.
 */
const meta = {
  title: 'Components/Marketing/FaqList',
  tags: ['autodocs'],
  component: FaqList,
  parameters: { layout: 'fullscreen' },
  args: { heading: faqHeading, items, id: 'faq' },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const delivery = canvas.getByRole('button', { name: 'How long does delivery take?' });
    const lasting = canvas.getByRole('button', { name: /How long does an Òórùn perfume last/ });

    await step('six questions, all closed', async () => {
      await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(6);
      await expect(canvas.queryByText(/business days/)).toBeNull();
    });
    await step('Tab reaches the first question and Enter opens it: the real delivery times', async () => {
      await userEvent.tab();
      await expect(delivery).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(delivery).toHaveAttribute('aria-expanded', 'true');
      // it fades in over 200 ms
      await waitFor(() =>
        expect(
          canvas.getByText(/Orders in Ibadan arrive in 1-3 business days.*3-10 business days/),
        ).toBeVisible(),
      );
      await expect(canvas.queryByText(/3-5|5-7/)).toBeNull();
    });
    await step('the down arrow moves to the next question; Space opens it and closes the first', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(lasting).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(lasting).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(delivery).toHaveAttribute('aria-expanded', 'false'));
    });
    await step('Enter again closes the open answer', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(lasting).toHaveAttribute('aria-expanded', 'false');
    });
  },
};
export const Mobile: Story = { globals: atMobile };
