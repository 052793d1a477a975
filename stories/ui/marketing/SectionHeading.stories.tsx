import type { Meta, StoryObj } from '@storybook/react-vite';

import { academyHeading, faqHeading } from '../../../store/content';
import { SectionHeading } from '../../../ui/marketing';

const meta = {
  title: 'UI/Marketing/SectionHeading',
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
