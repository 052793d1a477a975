import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { serverError } from '../../mocks/scenarios';
import { storyNow } from '../../mocks/fixtures/clock';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * Reviews, at `/admin/reviews` (and `?show=hidden`): the owner hides a review, which leaves the shop and its
 * ratings, and shows it again. States: Some; Hiding; Hidden (the hidden ones only); Empty; HideFails. Each
 * also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Reviews',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/reviews';
const HOUR = 60 * 60 * 1000;

/** Two reviews of a perfume and one of the shop, the oldest already hidden. */
function threeReviews(shop: MockShop) {
  const productId = shop.products[0]!._id;
  shop.productReviews = [
    {
      _id: '6b0000000000000000000a01',
      productId,
      rating: 5,
      comment: 'Lasts from church till the evening party.',
      date: storyNow - HOUR,
      user: { name: 'Kemi Balogun' },
      userId: null,
    },
    {
      _id: '6b0000000000000000000a02',
      productId,
      rating: 1,
      comment: 'Buy cheap followers at spam.example',
      date: storyNow - 3 * HOUR,
      user: { name: 'Spam Account' },
      userId: null,
      hidden: true,
    },
  ];
  shop.shopReviews = [
    {
      _id: '6b0000000000000000000b01',
      rating: 4,
      comment: 'Delivered to Bodija the next day.',
      date: storyNow - 2 * HOUR,
      user: { name: 'Tunde Bakare' },
      userId: null,
    },
  ];
}

function noReviews(shop: MockShop) {
  shop.productReviews = [];
  shop.shopReviews = [];
}

const reviewOf = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('listitem', { name }, { timeout: 15_000 });

export const Some: Story = {
  ...shopScene({ path: '/admin/reviews', shopper: shopOwner, seed: threeReviews }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Reviews marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await findPage(canvasElement, 'Reviews');
      await expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('every review, newest first, with what it is about; the hidden one marked', async () => {
      const tabs = canvas.getByRole('navigation', { name: 'Which reviews' });
      await expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
      const items = canvas.getAllByRole('listitem', { name: / on / });
      await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
        `Kemi Balogun on ${mockShop.products[0]!.name}`,
        'Tunde Bakare on The shop',
        `Spam Account on ${mockShop.products[0]!.name}`,
      ]);
      await expect(within(items[2]!).getByText('Hidden')).toBeVisible();
      await expect(
        within(items[2]!).getByRole('button', { name: "Show Spam Account's review" }),
      ).toBeVisible();
    });
    await step('each button is a form the server takes without scripts', async () => {
      const hide = canvas.getByRole('button', { name: "Hide Tunde Bakare's review" });
      await expect(hide.closest('form')).toHaveAttribute('method', 'post');
      await expect(hide.closest('form')).toHaveAttribute('action', path);
    });
  },
};

export const SomeOnAPhone: Story = { ...Some, globals: atMobile };

/** Hiding: the sentence, the review marked hidden, and the shop's list no longer has it. */
export const Hiding: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: threeReviews }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const tunde = await reviewOf(canvasElement, /^Tunde Bakare/);
    await userEvent.click(within(tunde).getByRole('button', { name: "Hide Tunde Bakare's review" }));
    await expect(
      await canvas.findByText(
        "Tunde Bakare's review is hidden: shoppers no longer see it, and it no longer counts in the rating.",
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(tunde).getByRole('button', { name: "Show Tunde Bakare's review" })).toBeVisible(),
    );
    await expect(mockShop.shopReviews[0]?.hidden).toBe(true);
    await expect(mockShop.audit.at(-1)).toMatchObject({ action: 'review.hide', actor: shopOwner.email });
  },
};

export const HidingOnAPhone: Story = { ...Hiding, globals: atMobile };

/** The hidden ones only; showing one puts it back in the shop and empties this list. */
export const Hidden: Story = {
  ...shopScene({ path: `${path}?show=hidden`, shopper: shopOwner, seed: threeReviews }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Reviews');
    const tabs = canvas.getByRole('navigation', { name: 'Which reviews' });
    await expect(within(tabs).getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
    const spam = await reviewOf(canvasElement, /^Spam Account/);
    await expect(canvas.getAllByRole('listitem', { name: / on / })).toHaveLength(1);
    await userEvent.click(within(spam).getByRole('button', { name: "Show Spam Account's review" }));
    await expect(
      await canvas.findByText("Spam Account's review is shown again and counts in the rating."),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No reviews here' })).toBeVisible();
    await expect(mockShop.productReviews[1]?.hidden).toBe(false);
  },
};

export const HiddenOnAPhone: Story = { ...Hidden, globals: atMobile };

export const Empty: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: noReviews }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Reviews');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No reviews here' })).toBeVisible();
    await expect(canvas.getByText('No shopper has reviewed a perfume or the shop yet.')).toBeVisible();
  },
};

export const EmptyOnAPhone: Story = { ...Empty, globals: atMobile };

/** The server fails the change: its sentence is shown and nothing changes. */
export const HideFails: Story = {
  ...shopScene({
    path,
    shopper: shopOwner,
    seed: threeReviews,
    handlers: serverError('adminHideReview', 'The shop could not save that. Please try again.'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const kemi = await reviewOf(canvasElement, /^Kemi Balogun/);
    await userEvent.click(within(kemi).getByRole('button', { name: "Hide Kemi Balogun's review" }));
    await expect(await canvas.findByText('The shop could not save that. Please try again.')).toBeVisible();
    await expect(mockShop.productReviews[0]?.hidden).toBeUndefined();
  },
};

export const HideFailsOnAPhone: Story = { ...HideFails, globals: atMobile };
