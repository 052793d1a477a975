import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { type CartVariations } from '../../../api';
import { productWithAllOptions, wrapOnlyProduct } from '../../../mocks/fixtures/catalogue';
import { VariationSelectors, type VariationSelectorsProps } from '../../../ui/storefront';

import { atDesktop, atMobile, holdArrow } from './story-helpers';

/**
 * The product-options machine owns the choice; this stand-in follows its rules (a size unchecks wrap, wrap clears
 * the size) so the story behaves like the page.
 */
function VariationSelectorsWithState(args: VariationSelectorsProps) {
  const [value, setValue] = useState<CartVariations>(args.value);
  const choose = (next: CartVariations) => setValue((current) => ({ ...current, ...next }));
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

/**
 * The product page's choices: base scent and side note, a size, or 'Wrap it yourself'. Native radios and a
 * checkbox named base, side, size and wrap, so the choices post with their form before the page's scripts
 * run; each group shows its own message when the missing-selection check flags it.
 *
 * **Use when** a perfume has options to choose before ADD TO CART.
 *
 * **Not when** a perfume has none (nothing to show), or choices in the admin's product form (its own fields).
 */
const meta = {
  title: 'Components/Storefront/VariationSelectors',
  tags: ['autodocs'],
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
    await step('a size is a radio named with its size and price, chosen by its card', async () => {
      const sizes = within(canvas.getByRole('radiogroup', { name: 'Size' }));
      const size = sizes.getByRole('radio', { name: '100ml ₦140,000.00' });
      await userEvent.click(sizes.getByText('100ml'));
      await expect(args.onSizeChange).toHaveBeenLastCalledWith('100ml');
      await expect(size).toBeChecked();
      await expect(sizes.getByRole('radio', { name: '50ml ₦85,000.00' })).not.toBeChecked();
    });
    await step(
      'the arrow keys move between the sizes and choose; the card in focus shows the ring',
      async () => {
        const sizes = within(canvas.getByRole('radiogroup', { name: 'Size' }));
        const fifty = sizes.getByRole('radio', { name: /^50ml/ });
        sizes.getByRole('radio', { name: /^100ml/ }).focus();
        await holdArrow(userEvent, 'ArrowUp', () => fifty);
        await expect(args.onSizeChange).toHaveBeenLastCalledWith('50ml');
        await expect(fifty).toHaveFocus();
        // the radio itself is visually hidden: its card is what a keyboard shopper sees
        await expect(getComputedStyle(fifty.closest('label')!).boxShadow).not.toBe('none');
        await holdArrow(userEvent, 'ArrowDown', () => sizes.getByRole('radio', { name: /^100ml/ }));
        await expect(args.onSizeChange).toHaveBeenLastCalledWith('100ml');
        await expect(getComputedStyle(fifty.closest('label')!).boxShadow).toBe('none');
      },
    );
    await step('wrap it yourself, with its price, replaces the size', async () => {
      const wrap = canvas.getByRole('checkbox', { name: /Wrap it yourself/ });
      await expect(canvas.getByText('Wrap it yourself').parentElement).toHaveTextContent('₦87,500.00');
      await userEvent.click(wrap);
      await expect(args.onWrapChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByRole('radio', { name: /100ml/ })).not.toBeChecked();
    });
  },
};

/** The choices are the form's own fields, so a post made before (or without) the page's scripts carries them. */
export const PostedWithTheForm: Story = {
  decorators: [(Story) => <form aria-label="Purchase">{Story()}</form>],
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const form = canvasElement.querySelector('form')!;
    const posted = () => [...new FormData(form)];
    await step('nothing chosen, nothing posted', async () => {
      await expect(posted()).toEqual([]);
    });
    await step('a base, a side and a size post as base, side and size', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Amber' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Saffron' }));
      await userEvent.click(canvas.getByText('100ml'));
      await expect(posted()).toEqual([
        ['base', 'Amber'],
        ['side', 'Saffron'],
        ['size', '100ml'],
      ]);
    });
    await step('wrap it yourself posts wrap=yes in place of the size', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /Wrap it yourself/ }));
      await expect(posted()).toEqual([
        ['base', 'Amber'],
        ['side', 'Saffron'],
        ['wrap', 'yes'],
      ]);
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
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Please select a size or wrap option',
    );
  },
};

/** Out of stock: every choice greyed and disabled, and words above them that say why, read with each group. */
export const OutOfStock: Story = {
  args: { outOfStock: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    const sizes = within(canvas.getByRole('radiogroup', { name: 'Size' })).getAllByRole('radio');
    await expect(sizes).toHaveLength(productWithAllOptions.variations.sizes.length);
    for (const size of sizes) await expect(size).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).toBeDisabled();
    const words = 'Currently unavailable: nothing can be chosen for now';
    await expect(canvas.getByText(words)).toBeVisible();
    for (const group of canvas.getAllByRole('radiogroup'))
      await expect(group).toHaveAccessibleDescription(words);
    await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).toHaveAccessibleDescription(
      words,
    );
  },
};

/** Greyed for a preview (the admin's), not for stock: no words about stock. */
export const DisabledForAPreview: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByText(/Currently unavailable/)).toBeNull();
  },
};

export const WrapOnly: Story = {
  args: { variations: wrapOnlyProduct.variations },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /Wrap it yourself/ })).toBeVisible();
  },
};
