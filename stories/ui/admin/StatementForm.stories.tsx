import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StatementForm } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * The bank's statement export, uploaded as a CSV file or pasted as text: the shop matches each credit to an
 * order awaiting payment and changes nothing until the owner confirms. It works without the page's scripts (a
 * multipart post); a file chosen is read instead of the pasted text.
 *
 * **Use when** /admin/transfers begins matching a statement.
 *
 * **Not when** one transfer is confirmed by hand (MarkPaidForm).
 */
const meta = {
  title: 'Components/Admin/StatementForm',
  tags: ['autodocs'],
  component: StatementForm,
  args: { action: '/admin/transfers', fields: { intent: 'match' } },
} satisfies Meta<typeof StatementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file or the pasted text, in a form the server takes without scripts: a multipart post. */
export const Default: Story = {
  globals: atDesktop,
  play: async ({ canvas }) => {
    const file = canvas.getByLabelText('Statement file');
    await expect(file).toHaveAttribute('type', 'file');
    await expect(file).toHaveAttribute('accept', '.csv,text/csv');
    await expect(file).toHaveAttribute('name', 'statement');
    const pasted = canvas.getByRole('textbox', { name: 'Or paste the statement' });
    await expect(pasted).toHaveAttribute('name', 'csv');
    const form = pasted.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(canvas.getByRole('button', { name: 'Match payments' })).toBeEnabled();
  },
};

export const OnAPhone: Story = { ...Default, globals: atMobile };

/** A statement the shop cannot read: the summary first, its link to the pasted text, the text kept. */
export const Refused: Story = {
  globals: atMobile,
  args: {
    defaultCsv: 'Date,Narration\n25-Nov-2026,TRF #2a535483',
    errors: { csv: 'The statement has no credit column' },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    const pasted = canvas.getByRole('textbox', { name: 'Or paste the statement' });
    await expect(pasted).toHaveFocus();
    await expect(pasted).toHaveValue('Date,Narration\n25-Nov-2026,TRF #2a535483');
    await expect(pasted).toHaveAccessibleDescription(/The statement has no credit column/);
  },
};

export const Matching: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Matching...' })).toBeDisabled();
  },
};
