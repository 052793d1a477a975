import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, waitFor } from 'storybook/test';

import {
  Button,
  ErrorSummary,
  Field,
  Input,
  StarRatingInput,
  Textarea,
  type ErrorSummaryItem,
} from '../../../ui';

import { atMobile } from './play-helpers';

type Problems = { rating?: string; name?: string; message?: string };

/**
 * A form as the shop's forms use the summary: checked on submit, the summary first in the form, each field keeping
 * its own message. `whole` is a message about the whole form (a refusal of no one field).
 */
function ExampleForm({ whole, tall = false }: { whole?: string; tall?: boolean }) {
  const [values, setValues] = useState({ name: '', message: '' });
  const [rating, setRating] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (rating === null) next.rating = 'Please select a rating';
    if (!values.name.trim()) next.name = 'Name is required';
    if (!values.message.trim()) next.message = 'Message is required';
    setProblems(next);
    setSent(Object.keys(next).length === 0);
  };
  const errors: ErrorSummaryItem[] = [
    ...(whole && Object.keys(problems).length > 0 ? [{ text: whole }] : []),
    ...(['rating', 'name', 'message'] as const).flatMap((field) =>
      problems[field] ? [{ text: problems[field], fieldId: `example-${field}` }] : [],
    ),
  ];

  return (
    <form method="post" noValidate onSubmit={submit} className="grid max-w-md gap-5">
      <ErrorSummary errors={errors} />
      <div className="grid gap-1">
        <span id="example-rating-label" className="text-sm font-medium">
          Your rating
        </span>
        <StarRatingInput
          id="example-rating"
          aria-labelledby="example-rating-label"
          value={rating}
          onValueChange={setRating}
        />
      </div>
      <Field id="example-name" label="Your name" required error={problems.name}>
        <Input
          name="name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </Field>
      {/* a long form: on a phone the button is far below the summary */}
      {tall && <div aria-hidden="true" className="h-[120vh]" />}
      <Field id="example-message" label="Message" required error={problems.message}>
        <Textarea
          name="message"
          value={values.message}
          onChange={(event) => setValues({ ...values, message: event.target.value })}
        />
      </Field>
      <Button type="submit">Send</Button>
      {sent && <p role="status">Sent</p>}
    </form>
  );
}

/**
 * 'There is a problem' at the top of a form: every message that stops it, each a link to its field, the whole
 * form's message first. It takes the focus when it appears and after every submit that leaves it shown, so a
 * tap far down a phone's screen is answered where the shopper looks; without scripts the server renders it
 * with `autofocus`. The fields keep their own messages too. `errorSummaryItems` and `useFieldIds` build its
 * list.
 *
 * **Use when** a form of more than a couple of fields is refused (checkout, the admin's product and settings
 * forms).
 *
 * **Not when** the form has one field or the message is not about a field (FormMessage), or nothing was
 * submitted yet.
 */
const meta = {
  title: 'Components/Primitives/ErrorSummary',
  tags: ['autodocs'],
  component: ErrorSummary,
  args: { errors: [] },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing wrong, nothing shown. */
export const Hidden: Story = {
  render: () => <ExampleForm />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

/** A failed submit: the summary appears at the top of the form with the focus, a link per message. */
export const AfterAFailedSubmit: Story = {
  render: () => <ExampleForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Adaeze');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There is a problemPlease select a ratingMessage is required',
    );
    await expect(canvas.getByRole('link', { name: 'Please select a rating' })).toHaveAttribute(
      'href',
      '#example-rating',
    );
    await expect(canvas.getByRole('link', { name: 'Message is required' })).toHaveAttribute(
      'href',
      '#example-message',
    );
    // the field keeps its own message
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      'Message is required',
    );
  },
};

/** A link takes the shopper to its field, focused; the stars' link to the first star. */
export const LinksGoToTheirFields: Story = {
  render: () => <ExampleForm />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await AfterAFailedSubmit.play?.(context);
    await userEvent.click(canvas.getByRole('link', { name: 'Message is required' }));
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please select a rating' }));
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
  },
};

/** From the keyboard: Tab from the summary reaches its first link, Enter follows it. */
export const Keyboard: Story = {
  render: () => <ExampleForm />,
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('textbox', { name: /Your name/ }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Please select a rating' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Name is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
  },
};

/** The same problem again: nothing on screen changes, yet the focus comes back to the summary. */
export const SameProblemAgain: Story = {
  render: () => <ExampleForm />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await LinksGoToTheirFields.play?.(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus());
  },
};

/** A message about the whole form is said first, as text: it is about no one field. */
export const WholeFormMessage: Story = {
  render: () => <ExampleForm whole="Network error. Please try again." />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Network error. Please try again.');
    await expect(canvas.queryByRole('link', { name: 'Network error. Please try again.' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** On a phone the button is a screen below the summary: the failed tap brings the summary into sight. */
export const MobileLongForm: Story = {
  globals: atMobile,
  render: () => <ExampleForm tall />,
  play: async ({ canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    send.scrollIntoView({ block: 'end' });
    await userEvent.click(send);
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const { top, bottom } = summary.getBoundingClientRect();
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(canvas.getByRole('link', { name: 'Message is required' }));
    const message = canvas.getByRole('textbox', { name: /Message/ });
    await expect(message).toHaveFocus();
    const box = message.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
