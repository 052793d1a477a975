import type { Meta, StoryObj } from '@storybook/react-vite';

import { academyHeading, faqHeading } from '../../../store/content';
import { SectionHeading } from '../../../ui/marketing';

/**
 * The one way every marketing section opens: an eyebrow in spaced gold capitals, the title in the display
 * face, and an intro, left-aligned or centred, as an h2 or (for a page's own title) an h1.
 *
 * **Use when** a marketing band or page needs its heading (MarketingSection uses it).
 *
 * **Not when** a checkout block (BlockHeading) or an admin page heading.
 */
const meta = {
  title: 'Components/Marketing/SectionHeading',
  tags: ['autodocs'],
  component: SectionHeading,
  args: { ...academyHeading },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center' } };
/** The first heading of a page (About, Contact): an h1. */
export const PageTitle: Story = {
  args: { level: 1, eyebrow: 'About us', title: 'The story of Òórùn', intro: undefined },
};
/** Title only: no eyebrow line, no intro. */
export const TitleOnly: Story = { args: { eyebrow: undefined, title: faqHeading.title, intro: undefined } };
