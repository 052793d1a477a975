import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { contactSent } from '../../../store/content';
import { ContactForm, type ContactFormProps, type ContactFormValues } from '../../../ui/marketing';

import { expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../primitives/play-helpers';
import { atDesktop, atMobile } from './story-data';

const empty: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

const filled: ContactFormValues = {
  name: 'Ngozi Nwosu',
  email: 'ngozi.nwosu@example.com',
  phone: '0803 123 4567',
  subject: 'Gift sets for a wedding',
  message:
    'Good afternoon. I would like 40 miniature bottles for my sister’s wedding guests in March. Can you help?',
};

/**
 * The contact page's form: name, email, phone, subject and message. Controlled: the page keeps the values,
 * checks them, posts them, and passes back each field's error (with an ErrorSummary at the top), the busy
 * state and the shop's answer.
 *
 * **Use when** a shopper writes to the shop (/contact); the owner reads it in /admin/messages.
 *
 * **Not when** the question is about one order (OrderCard's WhatsApp link), or is a review (ReviewForm).
 */
const meta = {
  title: 'Components/Marketing/ContactForm',
  tags: ['autodocs'],
  component: ContactForm,
  args: { values: empty, onValueChange: fn(), onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('typing reports each field and its value', async () => {
      await userEvent.type(canvas.getByLabelText(/Your name/), 'N');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('name', 'N');
      await userEvent.type(canvas.getByLabelText(/Message/), 'H');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('message', 'H');
    });
    await step('Enter in a field sends the form', async () => {
      await userEvent.type(canvas.getByLabelText(/Subject/), '{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith(empty);
    });
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...empty, email: 'ngozi@' },
    errors: {
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(canvas.getByLabelText(/Your name/)).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    // the summary at the top lists them in the form's order, each a link to its field
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
    const linkTo = (label: RegExp) => `#${canvas.getByLabelText(label).id}`;
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Name is required', linkTo(/^Your name/)],
      ['Please enter a valid email address', linkTo(/^Email/)],
      ['Subject is required', linkTo(/^Subject/)],
      ['Message is required', linkTo(/^Message/)],
    ]);
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'SENDING...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(/Your name/)).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { values: empty, result: { tone: 'success', message: contactSent } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(contactSent);
  },
};

export const Failed: Story = {
  args: {
    values: filled,
    result: { tone: 'error', message: 'Too many attempts. Please wait a few minutes and try again.' },
  },
  play: async ({ canvas, canvasElement }) => {
    // the shop's refusal is about no one field: said in the summary, without a link
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(/Too many attempts/);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByLabelText(/Your name/)).toHaveValue('Ngozi Nwosu');
  },
};

/**
 * A stand-in for the store: it checks the fields the way POST /api/contact does (its messages), then answers.
 * (The real store validates with the api's contactRequest schema.)
 */
function StoreStandIn(args: ContactFormProps) {
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState<ContactFormProps['errors']>({});
  const [result, setResult] = useState<ContactFormProps['result']>(null);
  const check = (next: ContactFormValues): ContactFormProps['errors'] => {
    const found: NonNullable<ContactFormProps['errors']> = {};
    if (!next.name.trim()) found.name = 'Name is required';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next.email.trim()))
      found.email = 'Please enter a valid email address';
    if (!next.subject.trim()) found.subject = 'Subject is required';
    if (!next.message.trim()) found.message = 'Message is required';
    return found;
  };
  return (
    <ContactForm
      values={values}
      errors={errors}
      result={result}
      onValueChange={(field, value) => {
        args.onValueChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onSubmit={(sent) => {
        args.onSubmit(sent);
        const found = check(sent) ?? {};
        setErrors(found);
        setResult(Object.keys(found).length === 0 ? { tone: 'success', message: contactSent } : null);
      }}
    />
  );
}

export const FillAndSend: Story = {
  render: (args) => <StoreStandIn {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step('sending it empty shows what is missing, next to each field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith(empty);
      await expect(canvas.getByLabelText(/Your name/)).toHaveAccessibleDescription('Name is required');
      await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    await step(
      'and in the summary at the top, which has the focus; its links lead to the fields',
      async () => {
        const summary = await expectErrorSummaryFocused(canvasElement);
        await expectSummaryLinkFocuses(
          userEvent,
          summary,
          'Message is required',
          canvas.getByLabelText(/Message/),
        );
        await expectSummaryLinkFocuses(
          userEvent,
          summary,
          'Name is required',
          canvas.getByLabelText(/Your name/),
        );
      },
    );
    await step('filled in from the keyboard and sent, the shop’s answer shows', async () => {
      await userEvent.type(canvas.getByLabelText(/Your name/), filled.name);
      await userEvent.tab();
      await userEvent.keyboard(filled.email);
      await userEvent.type(canvas.getByLabelText(/Subject/), filled.subject);
      await userEvent.type(canvas.getByLabelText(/Message/), filled.message);
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...filled, phone: '' });
      await expect(canvas.getByRole('status')).toHaveTextContent(contactSent);
      await expect(canvas.queryByText('Name is required')).toBeNull();
      await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
    });
  },
};

/**
 * On a phone the form is two screens tall and Send Message sits at its foot: a failed tap brings the summary into
 * sight with the focus (the old page showed nothing where the shopper looked).
 */
export const FailedSendOnAPhone: Story = {
  globals: atMobile,
  render: (args) => <StoreStandIn {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Your name/), filled.name);
    const send = canvas.getByRole('button', { name: 'Send Message' });
    send.scrollIntoView({ block: 'end' });
    await userEvent.click(send);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter a valid email address', 'Subject is required', 'Message is required']);
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      'Subject is required',
      canvas.getByLabelText(/Subject/),
    );
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };
