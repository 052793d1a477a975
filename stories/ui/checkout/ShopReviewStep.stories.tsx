import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ShopReviewStep } from '../../../ui/checkout';
import { serverHtmlPage } from '../../harness/server-html';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../primitives/play-helpers';

/**
 * The same question as ShopReviewDialog, inside the checkout's own form for a page without scripts: stars and
 * words, then Submit Review or Skip, each a submit button that places the held order. The server checks the
 * stars and the words, as the dialog's disabled button would.
 *
 * **Use when** the server answers PLACE ORDER with the review step (no scripts).
 *
 * **Not when** the page's scripts run (ShopReviewDialog).
 */
const meta = {
  title: 'Components/Checkout/ShopReviewStep',
  tags: ['autodocs'],
  component: ShopReviewStep,
  decorators: [
    (Story) => (
      <form method="post" action="/place-order" className="max-w-xl">
        {Story()}
      </form>
    ),
  ],
} satisfies Meta<typeof ShopReviewStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review gate inside the checkout's form, as the server asks it of a page without scripts. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Review Your Experience' })).toBeVisible();
    // PLACE ORDER was pressed: the shopper is told the order waits on this answer
    await expect(
      canvas.getByText(
        'Your order is not placed yet. It will be placed as soon as you submit your review or skip.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveAttribute('name', 'rating');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('name', 'comment');
    // both answers place the held order: each is a submit button of the checkout's form
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toHaveAttribute('value', 'review');
    await expect(canvas.getByRole('button', { name: 'Skip' })).toHaveAttribute('value', 'skip');
  },
};

/** The server refused the review (no stars): the message, and what was written kept. */
export const WithError: Story = {
  args: { errors: { rating: 'Please select a rating' }, defaultComment: 'Lovely shop' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a rating');
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue('Lovely shop');
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please select a rating',
    );
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      'Please select a rating',
      canvas.getByRole('radio', { name: '1 star' }),
    );
  },
};

/** A refusal of the whole review ('Failed to submit review'): in the summary, without a link. */
export const Refused: Story = {
  args: { error: 'Failed to submit review', defaultRating: 4, defaultComment: 'Lovely shop' },
  play: async ({ canvas, canvasElement }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Failed to submit review');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * As the server sends it to a page without scripts: the summary comes straight after the step's heading, marked
 * for the browser to focus as the page loads (autofocus), its link a plain #anchor to the stars.
 */
export const InTheServersHtml: Story = {
  globals: atMobile,
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement }) => {
    const { page, hydrateUntil } = serverHtmlPage(
      canvasElement,
      <ShopReviewStep errors={{ comment: 'Please write a comment' }} defaultRating={5} />,
    );
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveAttribute('autofocus');
    await expect(summary).toHaveAttribute('tabindex', '-1');
    await expect(summary.previousElementSibling?.tagName).toBe('HEADER');
    const link = within(summary).getByRole('link', { name: 'Please write a comment' });
    await expect(link.getAttribute('href')).toBe(`#${page.getByRole('textbox', { name: 'Your review' }).id}`);
    // hydrated with nothing else focused, the scripts focus it (a browser that ignored autofocus included)
    await hydrateUntil(() => expect(summary).toHaveFocus());
  },
};
