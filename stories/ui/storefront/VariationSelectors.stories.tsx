import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { productWithAllOptions, wrapOnlyProduct } from '../../../mocks/fixtures/catalogue';
import {
  VariationSelectors,
  type VariationChoice,
  type VariationSelectorsProps,
} from '../../../ui/storefront';

import { atDesktop, atMobile, holdArrow } from './story-helpers';

/**
 * The product-options machine owns the choice; this stand-in follows its rules (a size unchecks wrap, wrap clears
 * the size) so the story behaves like the page.
 */
function VariationSelectorsWithState(args: VariationSelectorsProps) {
  const [value, setValue] = useState<VariationChoice>(args.value);
  const choose = (next: VariationChoice) => setValue((current) => ({ ...current, ...next }));
  return (
    <VariationSelectors
      {...args}
      value={value}
      onBaseChange={(base) => {
        choose({ base });
        args.onBaseChange(base);
      }}
      onSideChange={(side) => {
        choose({ side });
        args.onSideChange(side);
      }}
      onSizeChange={(size) => {
        choose({ size, wrap: false });
        args.onSizeChange(size);
      }}
      onWrapChange={(wrap) => {
        choose({ wrap, size: wrap ? undefined : value.size });
        args.onWrapChange(wrap);
      }}
    />
  );
}

const meta = {
  title: 'UI/Storefront/VariationSelectors',
  component: VariationSelectors,
  render: (args) => <VariationSelectorsWithState {...args} />,
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  args: {
    variations: productWithAllOptions.variations,
    value: {},
    onBaseChange: fn(),
    onSideChange: fn(),
    onSizeChange: fn(),
    onWrapChange: fn(),
  },
} satisfies Meta<typeof VariationSelectors>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: atMobile,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('base and side are required radio groups named after the product', async () => {
      const base = canvas.getByRole('radiogroup', { name: 'Base Scent' });
      await expect(base).toHaveAttribute('aria-required', 'true');
      await expect(canvas.getByRole('radiogroup', { name: 'Side Note' })).toBeVisible();
    });
    await step('the keyboard chooses a base: Tab in, arrow to the next', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Oud' }));
      await expect(args.onBaseChange).toHaveBeenLastCalledWith('Oud');
      await holdArrow(userEvent, 'ArrowDown', () => canvas.getByRole('radio', { name: 'Amber' }));
      await expect(args.onBaseChange).toHaveBeenLastCalledWith('Amber');
    });
    await step('a size button shows its price and is pressed when chosen', async () => {
      const size = canvas.getByRole('button', { name: /100ml/ });
      await expect(size).toHaveTextContent('₦140,000.00');
      await userEvent.click(size);
      await expect(args.onSizeChange).toHaveBeenLastCalledWith('100ml');
      await expect(size).toHaveAttribute('aria-pressed', 'true');
    });
    await step('wrap it yourself, with its price, replaces the size', async () => {
      const wrap = canvas.getByRole('checkbox', { name: /Wrap it yourself/ });
      await expect(canvas.getByText('Wrap it yourself').parentElement).toHaveTextContent('₦87,500.00');
      await userEvent.click(wrap);
      await expect(args.onWrapChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByRole('button', { name: /100ml/ })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

export const Desktop: Story = { globals: atDesktop };

export const WithErrors: Story = {
  args: {
    errors: {
      base: 'Please select a base Scent option',
      side: 'Please select a side Scent option',
      sizeOrWrap: 'Please select a size or wrap option',
    },
  },
  play: async ({ canvas }) => {
    const base = canvas.getByRole('radiogroup', { name: 'Base Scent' });
    await expect(base).toHaveAttribute('aria-invalid', 'true');
    await expect(base).toHaveAccessibleDescription('Please select a base Scent option');
    await expect(canvas.getByRole('radiogroup', { name: 'Side Note' })).toHaveAccessibleDescription(
      'Please select a side Scent option',
    );
    await expect(canvas.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
      'Please select a size or wrap option',
    );
  },
};

export const OutOfStock: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).toBeDisabled();
  },
};

export const WrapOnly: Story = {
  args: { variations: wrapOnlyProduct.variations },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).toBeVisible();
  },
};
