import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { Input } from '../../../ui';
import { serverHtml } from '../../harness/server-html';

/**
 * A one-line text box with the shop's field look; its text is 16 px so a phone does not zoom in. What is
 * typed before the page's scripts run is kept when they arrive. Put it inside a Field for its label, hint and
 * error.
 *
 * **Use when** the answer is a line of text: a name, an email, a phone number, a search.
 *
 * **Not when** the answer runs to several lines (Textarea), is one of a known list (NativeSelect or
 * RadioGroup), or is a password (PasswordInput, with its eye).
 */
const meta = {
  title: 'Components/Primitives/Input',
  tags: ['autodocs'],
  component: Input,
  args: { 'aria-label': 'Email address', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
  },
};

/** A box its page's state owns, as the shop's forms are (the machine holds the value). */
function OwnedBox({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Input
        aria-label="Subject"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange(event.target.value);
        }}
      />
      <output>{value.length} characters</output>
    </>
  );
}

/**
 * Typed before the page's scripts ran: once React takes the box over, its state hears what was typed, so a
 * later render keeps the text instead of wiping it: nothing a shopper does is lost.
 */
export const TypedBeforeHydration: Story = {
  // drawn by its play function: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ canvasElement }) => {
    const host = within(canvasElement).getByTestId('server-html');
    const heard = fn();
    const page = serverHtml(host, <OwnedBox onChange={heard} />);
    const box = within(host).getByRole<HTMLInputElement>('textbox', { name: 'Subject' });
    box.value = 'Wholesale in Lagos';
    const { problems } = page.hydrate();
    await waitFor(() => expect(heard).toHaveBeenCalledWith('Wholesale in Lagos'));
    await expect(within(host).getByText('18 characters')).toBeVisible();
    await expect(box).toHaveValue('Wholesale in Lagos');
    await expect(problems).toEqual([]);
  },
};
