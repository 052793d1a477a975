import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../api';
import { loadingForever, networkError, serverError } from '../../mocks/scenarios';
import { handlers } from '../../mocks/handlers';
import { useNewsletter } from '../../store/features/newsletter';
import { NewsletterForm } from '../../ui';
import { expectErrorSummaryFocused } from '../ui/primitives/play-helpers';

/**
 * The newsletter box with the real subscribe call (store/features/newsletter.ts), on the mock shop: an email sent,
 * the box disabled while it goes, then the result under it (or the server's refusal, or the network's).
 */
function NewsletterPanel() {
  const newsletter = useNewsletter();
  return (
    <section aria-labelledby="newsletter-title" className="grid max-w-md gap-3">
      {/* an h2 as in the footer: the form's error summary is titled by an h3 under it */}
      <h2 id="newsletter-title" className="font-display text-display-sm">
        Join our newsletter
      </h2>
      <p>
        Status: <strong data-testid="status">{newsletter.status}</strong>
      </p>
      <NewsletterForm {...newsletter} />
    </section>
  );
}

const meta = {
  title: 'Flows/Newsletter',
  component: NewsletterPanel,
  parameters: { msw: { handlers } },
} satisfies Meta<typeof NewsletterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const subscribe = async (
  canvasElement: HTMLElement,
  user: { keyboard: (text: string) => Promise<void>; click: (element: Element) => Promise<void> },
) => {
  const canvas = within(canvasElement);
  await user.click(canvas.getByRole('textbox', { name: 'Email address' }));
  await user.keyboard('adaeze@example.com{Enter}');
};

export const Subscribed: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement, userEvent);
    await expect(await canvas.findByText(messages.subscribed)).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent('success');
    // the field is cleared after a subscription
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [...loadingForever('newsletterSubscribe'), ...handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement, userEvent);
    await expect(canvas.getByTestId('status')).toHaveTextContent('submitting');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  parameters: {
    msw: { handlers: [...serverError('newsletterSubscribe', 'Already subscribed'), ...handlers] },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Already subscribed');
    await expect(canvas.getByTestId('status')).toHaveTextContent('error');
    // the error summary above the box has the focus; sent again, refused again, it has it again
    await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expectErrorSummaryFocused(canvasElement);
  },
};

export const NetworkDown: Story = {
  parameters: { msw: { handlers: [...networkError('newsletterSubscribe'), ...handlers] } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await subscribe(canvasElement, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.networkError);
  },
};
