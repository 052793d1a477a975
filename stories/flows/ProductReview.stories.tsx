import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { messages } from '../../api';
import { productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { networkError, serverError } from '../../mocks/scenarios';
import { adaeze } from '../screens/scenes';
import { findPage, screenMeta, shopScene } from '../screens/harness';

/**
 * A perfume's review on its page with the page's scripts (store/features/product-review.ts), against the mock
 * shop: create mode, the rating checked first, sent, the reviews read again in edit mode ('Update Review'); a
 * refused review, and one the network lost.
 */
const meta = {
  title: 'Flows/ProductReview',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/product/${productWithAllOptions._id}`;
const reviews = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('#reviews') ?? canvasElement);

export const CreateThenEdit: Story = {
  ...shopScene({ path, shopper: adaeze }),
  play: async ({ canvasElement, userEvent, step }) => {
    await findPage(canvasElement, productWithAllOptions.name);
    const section = reviews(canvasElement);
    await step('create mode; a rating is required first', async () => {
      await userEvent.click(await section.findByRole('button', { name: 'Submit Review' }));
      await expect(await section.findByText(messages.selectRating, { selector: 'span' })).toBeVisible();
    });
    await step('stars with the arrow keys, a comment, submitted', async () => {
      const stars = section.getAllByRole('radio');
      stars[3]?.focus();
      await userEvent.keyboard(' ');
      await userEvent.type(
        section.getByRole('textbox', { name: /Your review/ }),
        'Warm and smoky, lasts all day.',
      );
      await userEvent.click(section.getByRole('button', { name: 'Submit Review' }));
      await expect(
        await screen.findByText(messages.reviewSubmitted, { selector: '[data-slot="toast-title"]' }),
      ).toBeVisible();
    });
    await step('reloaded: the review is listed and the form edits it', async () => {
      await expect(await section.findByRole('button', { name: 'Update Review' })).toBeVisible();
      await expect(section.getByText('Warm and smoky, lasts all day.', { selector: 'p' })).toBeVisible();
    });
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Five stars and 'Lovely.', sent: answers the reviews' section. */
async function sendLovely({ canvasElement, userEvent }: Context) {
  await findPage(canvasElement, productWithAllOptions.name);
  const section = reviews(canvasElement);
  const stars = await section.findAllByRole('radio');
  stars[4]?.focus();
  await userEvent.keyboard(' ');
  await userEvent.click(section.getByRole('textbox', { name: /Your review/ }));
  await userEvent.paste('Lovely.');
  await userEvent.click(section.getByRole('button', { name: 'Submit Review' }));
  return section;
}

export const SubmitRefused: Story = {
  ...shopScene({ path, shopper: adaeze, handlers: serverError('reviewSubmit', 'Reviews are closed today') }),
  play: async (context) => {
    const section = await sendLovely(context);
    await expect(
      await screen.findByText('Reviews are closed today', { selector: '[data-slot="toast-title"]' }),
    ).toBeVisible();
    // the draft stays for another try
    await expect(section.getByRole('textbox', { name: /Your review/ })).toHaveValue('Lovely.');
  },
};

/** No answer came: 'Something went wrong. Please try again.' above the form, the draft kept. */
export const SubmitNetworkDown: Story = {
  ...shopScene({ path, shopper: adaeze, handlers: networkError('reviewSubmit') }),
  play: async (context) => {
    const section = await sendLovely(context);
    await expect(await section.findByRole('alert')).toHaveTextContent(messages.somethingWentWrongTryAgain);
    await expect(section.getByRole('textbox', { name: /Your review/ })).toHaveValue('Lovely.');
  },
};
