import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contactSent } from '../../store/content/contact';
import { serverError } from '../../mocks/scenarios';
import { mockShop } from './scenes';
import { findPage, screenMeta, shopScene } from './harness';

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
    // no map is configured in the mock shop: none is drawn (DESIGN.md 16)
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
    await step('an empty form names what is required', async () => {
      await userEvent.click(fields.getByRole('button', { name: 'Send Message' }));
      await expect(fields.getByText('Name is required')).toBeVisible();
      await expect(fields.getByText('Message is required')).toBeVisible();
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
  },
};
