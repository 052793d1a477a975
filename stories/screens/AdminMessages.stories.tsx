import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { replyMissing, type ContactMessage } from '../../api';
import { serverError } from '../../mocks/scenarios';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll } from './looks';
import { mockShop } from './scenes';

/**
 * The contact page's messages, at `/admin/messages` and one at `/admin/messages/:messageId`. States: Some
 * (new, to answer, answered); Empty; Opened (marked read, the sender's details and the reply box); Replied;
 * ReplyBlank; MarkedAnswered (answered by phone instead); ReplyFails (the server fails, the text kept);
 * NotFound. Each also on a phone; and LongNameOnAPhone and LongNameListOnAPhone, a long name, email and phone no
 * wider than the phone.
 */
const meta = {
  title: 'Screens/Admin/Messages',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 60 * 60 * 1000;
const amakaId = '6b0000000000000000000c01';
const amakaPath = `/admin/messages/${amakaId}`;

const message = (id: string, hoursAgo: number, more: Partial<ContactMessage>): ContactMessage => ({
  _id: id,
  name: 'Amaka Obi',
  email: 'amaka@example.com',
  phone: '0803 555 0101',
  subject: 'Wedding favours',
  message: 'Do you make 50 miniatures?\nThe wedding is in March.',
  date: storyNow - hoursAgo * HOUR,
  readAt: null,
  answeredAt: null,
  ...more,
});

/** A new message, one opened and waiting for an answer, and one answered. */
function threeMessages(shop: MockShop) {
  shop.contactMessages = [
    message('6b0000000000000000000c03', 30, {
      name: 'Bisi Ade',
      email: 'bisi@example.com',
      subject: 'Wholesale prices',
      readAt: storyNow - 29 * HOUR,
      answeredAt: storyNow - 28 * HOUR,
    }),
    message('6b0000000000000000000c02', 5, {
      name: 'Chidi Okeke',
      email: 'chidi@example.com',
      phone: '',
      subject: 'Academy dates',
      readAt: storyNow - 4 * HOUR,
    }),
    message(amakaId, 1, {}),
  ];
}

function noMessages(shop: MockShop) {
  shop.contactMessages = [];
}

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('listitem', { name: /, from / }, { timeout: 15_000 });

export const Some: Story = {
  ...shopScene({ path: '/admin/messages', shopper: shopOwner, seed: threeMessages }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Messages marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await findPage(canvasElement, 'Messages');
    });
    await step('newest first, each with where it stands; its link names the message by id only', async () => {
      const found = await rows(canvasElement);
      await expect(found.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/^Wedding favours.*Amaka Obi.*New$/),
        expect.stringMatching(/^Academy dates.*Chidi Okeke.*To answer$/),
        expect.stringMatching(/^Wholesale prices.*Bisi Ade.*Answered$/),
      ]);
      for (const row of found)
        await expect(within(row).getByRole('link').getAttribute('href')).toMatch(
          /^\/admin\/messages\/[0-9a-f]{24}$/,
        );
      await expect(within(found[0]!).getByRole('link')).toHaveAttribute('href', amakaPath);
    });
    await step('the New tab shows only what nobody opened', async () => {
      const tabs = canvas.getByRole('navigation', { name: 'Which messages' });
      await userEvent.click(within(tabs).getByRole('link', { name: 'New' }));
      await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1));
      await expect(within(tabs).getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    });
  },
};

export const SomeOnAPhone: Story = { ...Some, globals: atMobile };

export const Empty: Story = {
  ...shopScene({ path: '/admin/messages', shopper: shopOwner, seed: noMessages }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Messages');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No messages here' })).toBeVisible();
    await expect(canvas.getByText('Nobody has written from the contact page yet.')).toBeVisible();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** Opened: marked read; the sender's email, phone and a WhatsApp chat; the reply box and Mark answered. */
export const Opened: Story = {
  ...shopScene({
    path: '/admin/messages',
    shopper: shopOwner,
    seed: threeMessages,
    endsAt: '/admin/messages/',
  }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const [amaka] = await rows(canvasElement);
    await userEvent.click(within(amaka!).getByRole('link'));
    await findPage(canvasElement, 'Wedding favours');
    await step('opening it marked it read', async () => {
      await expect(canvas.getByText('To answer')).toBeVisible();
      await expect(mockShop.contactMessages[2]?.readAt).toEqual(expect.any(Number));
    });
    await step('who wrote, and how to reach them', async () => {
      const from = canvas.getByRole('region', { name: 'From' });
      await expect(from).toHaveTextContent('amaka@example.com');
      await expect(within(from).getByRole('link', { name: '0803 555 0101' })).toHaveAttribute(
        'href',
        'tel:08035550101',
      );
      await expect(within(from).getByRole('link', { name: 'Chat with Amaka on WhatsApp' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\/wa\.me\/2348035550101\?text=Hello%20Amaka/),
      );
    });
    await step('the message, the reply box, Mark answered, and no reply yet', async () => {
      await expect(canvas.getByRole('region', { name: 'Message' })).toHaveTextContent(
        'Do you make 50 miniatures?',
      );
      const box = canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ });
      await expect(box.closest('form')).toHaveAttribute('method', 'post');
      await expect(box.closest('form')).toHaveAttribute('action', amakaPath);
      await expect(canvas.getByRole('button', { name: 'Mark answered' })).toBeVisible();
      await expect(canvas.getByText('No reply yet.')).toBeVisible();
    });
  },
};

export const OpenedOnAPhone: Story = { ...Opened, globals: atMobile };

/** Replied: the sentence, Answered, the reply in the history, and no Mark answered any more. */
export const Replied: Story = {
  ...shopScene({ path: amakaPath, shopper: shopOwner, seed: threeMessages }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Wedding favours');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ }),
      'Yes, we do. Each is ₦4,500.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(
      await canvas.findByText('Your reply to Amaka Obi is on its way, and the message is answered.'),
    ).toBeVisible();
    const history = canvas.getByRole('region', { name: 'History' });
    await waitFor(() => expect(history).toHaveTextContent('Replied by mail: “Yes, we do. Each is ₦4,500.”'));
    await expect(history).toHaveTextContent(shopOwner.email);
    await expect(canvas.getByText('Answered')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark answered' })).toBeNull();
  },
};

export const RepliedOnAPhone: Story = { ...Replied, globals: atMobile };

/** A blank reply: the summary leads to the box; nothing is sent. */
export const ReplyBlank: Story = {
  ...shopScene({ path: amakaPath, shopper: shopOwner, seed: threeMessages }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Wedding favours');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: replyMissing }));
    await expect(canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ })).toHaveFocus();
    await expect(mockShop.audit).toHaveLength(0);
  },
};

export const ReplyBlankOnAPhone: Story = { ...ReplyBlank, globals: atMobile };

/** Answered on the phone instead: Mark answered, and the history says so. */
export const MarkedAnswered: Story = {
  ...shopScene({ path: amakaPath, shopper: shopOwner, seed: threeMessages }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Wedding favours');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark answered' }));
    await expect(await canvas.findByText("Amaka Obi's message is marked answered.")).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'History' })).toHaveTextContent('Marked answered'),
    );
    await expect(mockShop.contactMessages[2]?.answeredAt).toEqual(expect.any(Number));
  },
};

export const MarkedAnsweredOnAPhone: Story = { ...MarkedAnswered, globals: atMobile };

/** The reply cannot be sent (the server fails): its sentence at the top of the form, the text kept. */
export const ReplyFails: Story = {
  ...shopScene({
    path: amakaPath,
    shopper: shopOwner,
    seed: threeMessages,
    handlers: serverError('adminReply', 'The shop could not send that. Please try again.'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Wedding favours');
    const box = canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ });
    await userEvent.type(box, 'Yes, we do.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent('The shop could not send that. Please try again.');
    await expect(canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ })).toHaveValue(
      'Yes, we do.',
    );
  },
};

export const ReplyFailsOnAPhone: Story = { ...ReplyFails, globals: atMobile };

/** An id that is no message: the admin's frame says so. */
export const NotFound: Story = {
  ...shopScene({ path: '/admin/messages/aaaaaaaaaaaaaaaaaaaaaaaa', shopper: shopOwner, seed: threeMessages }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Not found');
    await expect(within(canvasElement).getByText('There is no such message.')).toBeVisible();
  },
};

export const NotFoundOnAPhone: Story = { ...NotFound, globals: atMobile };

/** A sender with a long name, a long email and a phone. */
function aLongName(shop: MockShop) {
  threeMessages(shop);
  Object.assign(shop.contactMessages[2]!, {
    name: 'Oluwadamilola Adebayo-Ogunleye',
    email: 'oluwadamilola.adebayoogunleye1990@yahoo.co.uk',
    phone: '+234 803 555 0101',
  });
}

/** On a phone, the long name, email and the WhatsApp chat wrap: nothing scrolls sideways. */
export const LongNameOnAPhone: Story = {
  ...shopScene({ path: amakaPath, shopper: shopOwner, seed: aLongName }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Wedding favours');
    const chat = canvas.getByRole('link', { name: 'Chat with Oluwadamilola on WhatsApp' });
    await expectNoSideScroll();
    await expect(chat.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The list on a phone: the long name whole or cut with an ellipsis, never wider than the screen. */
export const LongNameListOnAPhone: Story = {
  ...shopScene({ path: '/admin/messages', shopper: shopOwner, seed: aLongName }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const [newest] = await rows(canvasElement);
    await expect(newest).toHaveTextContent('Oluwadamilola Adebayo-Ogunleye');
    await expectNoSideScroll();
  },
};
