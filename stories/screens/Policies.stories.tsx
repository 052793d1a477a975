import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { policies, type Policy } from '../../store/content/policies';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * The privacy notice at `/privacy`, the terms of sale at `/terms` and the returns policy at `/returns`, each
 * reached from the footer. States: PrivacyNotice; TermsOfSale; ReturnsAndRefunds.
 */
const meta = {
  title: 'Screens/Policies',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const [privacy, terms, returns] = policies;

/** The policy's title, its date, every section's heading, and the footer's link to it. */
function policyPage(policy: Policy): Story {
  return {
    ...shopScene({ path: policy.path }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await findPage(canvasElement, policy.title);
      await expect(canvas.getByText(`Last updated ${policy.updated}`)).toBeVisible();
      for (const section of policy.sections)
        await expect(canvas.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      const footer = within(canvas.getByRole('contentinfo'));
      await expect(footer.getByRole('link', { name: policyLinkName[policy.path] })).toHaveAttribute(
        'href',
        policy.path,
      );
    },
  };
}

const policyLinkName = {
  '/privacy': 'Privacy Notice',
  '/terms': 'Terms of Sale',
  '/returns': 'Returns & Refunds',
};

/** What is kept, why, who sees it, for how long, and the shopper's rights under the NDPA 2023 (the NDPC). */
export const PrivacyNotice: Story = policyPage(privacy);
export const TermsOfSale: Story = policyPage(terms);
export const ReturnsAndRefunds: Story = policyPage(returns);
export const PrivacyNoticeOnAPhone: Story = { ...PrivacyNotice, globals: atMobile };
