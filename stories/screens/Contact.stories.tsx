import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contactSent } from '../../store/content/contact';
import { serverError } from '../../mocks/scenarios';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../ui/primitives/play-helpers';
import { mockShop } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * The contact page, at `/contact`: the shop's details, the form and the common questions. States: Default;
 * SubmitForm (sent); SubmitFailed; RefusedPost (posted without scripts and refused); ForgottenFieldOnAPhone
 * (the summary answers the tap at the foot of the form).
 */
const meta = {
  title: 'Screens/Contact',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Send us a message' }));

/** WhatsApp, call and email links, the address with directions, hours, the form, six answers, testimonials. */
export const Default: Story = {
  ...shopScene({ path: '/contact' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'We would love to hear from you');
    // the page says WhatsApp is quickest: the chat with the shop's business number is there
    const chat = canvas.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(new URL(chat.getAttribute('href') ?? '').pathname).toBe(`/${mockShop.config.businessPhone}`);
    await expect(canvas.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    await expect(canvas.getByRole('link', { name: 'hello@oorun.ng' })).toHaveAttribute(
      'href',
      'mailto:hello@oorun.ng',
    );
    await expect(canvas.getByRole('link', { name: /Get directions/ })).toBeVisible();
    // no map is configured in the mock shop: none is drawn
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const questions = within(canvasElement.querySelector<HTMLElement>('#faq') ?? canvasElement).getAllByRole(
      'button',
    );
    await expect(questions).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'How long does delivery take?' }));
    // it fades in
    await waitFor(() => expect(canvas.getByText(/Ibadan arrive in 1-3 business days/)).toBeVisible());
  },
};

/** The form checks what is missing, then posts to /api/contact and says it arrived; typed with the keyboard. */
export const SubmitForm: Story = {
  ...shopScene({ path: '/contact' }),
  play: async ({ canvasElement, userEvent, step }) => {
    await findPage(canvasElement, 'We would love to hear from you');
    const fields = form(canvasElement);
    await step('an empty form names what is required, beside each field and in the summary', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Send Message' }));
      const message = fields.getByRole('textbox', { name: /Message/ });
      await expect(fields.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(
        'Name is required',
      );
      await expect(message).toHaveAccessibleDescription('Message is required');
      const summary = await expectErrorSummaryFocused(canvasElement);
      await expectSummaryLinkFocuses(userEvent, summary, 'Message is required', message);
    });
    await step('filled from field to field with Tab and sent', async () => {
      await userEvent.click(fields.getByRole('textbox', { name: /Your name/ }));
      await userEvent.keyboard('Adaeze Okafor');
      await userEvent.tab();
      await userEvent.keyboard('adaeze@example.com');
      await userEvent.tab();
      await userEvent.keyboard('08031234567');
      await userEvent.tab();
      await userEvent.keyboard('Wedding miniatures');
      await userEvent.tab();
      await userEvent.keyboard('Do you make miniatures for 80 guests?');
      await userEvent.tab();
      await expect(fields.getByRole('button', { name: 'Send Message' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(await fields.findByText(contactSent)).toBeVisible();
      await expect(fields.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
      await waitFor(() => expect(mockShop.contactMessages.at(-1)?.subject).toBe('Wedding miniatures'));
    });
  },
};

/** The shop refused the message: its sentence shows and what was typed stays. */
export const SubmitFailed: Story = {
  ...shopScene({
    path: '/contact',
    handlers: serverError('contact', 'Too many messages. Please try again later.'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'We would love to hear from you');
    const fields = form(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: /Your name/ }), 'Adaeze');
    await userEvent.type(fields.getByRole('textbox', { name: /Email/ }), 'adaeze@example.com');
    await userEvent.type(fields.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await userEvent.type(fields.getByRole('textbox', { name: /Message/ }), 'Are you open on Sunday?');
    await userEvent.click(fields.getByRole('button', { name: 'Send Message' }));
    await expect(await fields.findByText('Too many messages. Please try again later.')).toBeVisible();
    await expect(fields.getByRole('textbox', { name: /Your name/ })).toHaveValue('Adaeze');
    await expectErrorSummaryFocused(canvasElement);
  },
};

/**
 * On a phone, Send Message at the foot of a long form, one field forgotten: the tap is answered where the
 * shopper looks, by the summary with the focus, which leads to the field.
 */
export const ForgottenFieldOnAPhone: Story = {
  ...shopScene({ path: '/contact' }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'We would love to hear from you');
    const fields = form(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: /Your name/ }), 'Adaeze');
    await userEvent.type(fields.getByRole('textbox', { name: /Email/ }), 'adaeze@example.com');
    await userEvent.type(fields.getByRole('textbox', { name: /Message/ }), 'Are you open on Sunday?');
    const send = fields.getByRole('button', { name: 'Send Message' });
    send.scrollIntoView({ block: 'end' });
    await userEvent.click(send);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('Subject is required');
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      'Subject is required',
      fields.getByRole('textbox', { name: /Subject/ }),
    );
    await expect(mockShop.contactMessages).toHaveLength(0);
  },
};

/**
 * Posted without the page's scripts, two fields missing: the server shows the page again with the summary first
 * in the form, each problem said once there and once beside its field, and what was typed kept.
 */
export const RefusedPost: Story = {
  ...shopScene({
    path: '/contact',
    post: { name: 'Adaeze', email: 'adaeze@example.com', phone: '', subject: '', message: '' },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'We would love to hear from you');
    const fields = form(canvasElement);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary.closest('form')?.firstElementChild).toBe(summary);
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subject is required', 'Message is required']);
    await expect(fields.getAllByText('Subject is required')).toHaveLength(2);
    await expect(fields.getByRole('textbox', { name: /Your name/ })).toHaveValue('Adaeze');
  },
};
