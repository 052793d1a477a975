import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Field, Input, Select, Textarea } from '../../../ui';

import { atDesktop, atMobile } from './play-helpers';

/**
 * A labelled form control with its hint and its error. It hands its one child the id, `aria-describedby`,
 * `aria-invalid` and `aria-required`, so `<Field label="Email" error={error}><Input /></Field>` is wired for
 * screen readers. `required` adds the marker, not the browser's bubble; `hideLabel` keeps the label for
 * screen readers only.
 *
 * **Use when** any text box, textarea or select needs a label, a hint or an error: every form field of the
 * shop.
 *
 * **Not when** the control is a group with its own legend (RadioGroup, Checkbox, StarRatingInput).
 */
const meta = {
  title: 'Components/Primitives/Field',
  tags: ['autodocs'],
  component: Field,
  args: { label: 'Email address', children: <Input type="email" placeholder="you@example.com" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email address');
    await expect(input).not.toBeInvalid();
    await userEvent.click(canvas.getByText('Email address'));
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your receipt here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'We send your receipt here.',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'We send your receipt here.', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email address');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'We send your receipt here. Please enter a valid email address',
    );
  },
};

export const Required: Story = {
  args: { required: true, label: 'Phone number', children: <Input type="tel" inputMode="tel" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Phone number/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Delivery note',
    hint: 'Landmarks help our riders in Ibadan.',
    children: <Textarea placeholder="Opposite the blue gate" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Delivery note' })).toHaveAccessibleDescription(
      'Landmarks help our riders in Ibadan.',
    );
  },
};

export const WithSelect: Story = {
  args: {
    label: 'State',
    error: 'Please choose your state',
    children: (
      <Select
        placeholder="Choose a state"
        options={[
          { value: 'oyo', label: 'Oyo' },
          { value: 'lagos', label: 'Lagos' },
          { value: 'fct', label: 'FCT Abuja' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'State' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please choose your state');
  },
};

export const HiddenLabel: Story = {
  args: {
    label: 'Search scents',
    hideLabel: true,
    children: <Input type="search" placeholder="Search scents" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search scents' })).toBeVisible();
    await expect(canvas.getByText('Search scents', { selector: 'label' })).toHaveClass('sr-only');
  },
};

export const FormMobile: Story = {
  render: () => (
    <form className="grid max-w-xl gap-5 sm:grid-cols-2" noValidate>
      <Field label="First name" required>
        <Input autoComplete="given-name" />
      </Field>
      <Field label="Last name" required>
        <Input autoComplete="family-name" />
      </Field>
      <Field label="Email address" error="Please enter a valid email address" className="sm:col-span-2">
        <Input type="email" defaultValue="ada@" />
      </Field>
    </form>
  ),
  globals: atMobile,
};

export const FormDesktop: Story = {
  ...FormMobile,
  globals: atDesktop,
};
