import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { Button, Checkbox } from '../../../ui';

/**
 * A checkbox with its label on the browser's own checkbox; the whole row is the 44 px touch target, and an
 * optional `description` adds a quieter second line. `checked="indeterminate"` draws a dash, read out as
 * 'mixed' (some of a list chosen). Controlled with `checked` and `onCheckedChange`, or uncontrolled with
 * `defaultChecked`.
 *
 * **Use when** a choice is on or off on its own (a category in the filter, 'gift wrap', 'I confirm the
 * cancellation').
 *
 * **Not when** exactly one of several must be chosen (RadioGroup), or the change takes effect at once with no
 * form (consider a Button).
 */
const meta = {
  title: 'Components/Primitives/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { label: 'Oud and woods', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'Oud and woods' });
    await step('Space toggles it from the keyboard', async () => {
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(box).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('clicking the label toggles it back', async () => {
      await userEvent.click(canvas.getByText('Oud and woods'));
      await expect(box).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'Wrap it yourself', description: 'We send the gift box and ribbon flat.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Wrap it yourself' })).toHaveAccessibleDescription(
      'We send the gift box and ribbon flat.',
    );
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All categories' },
  play: async ({ args, canvas, userEvent, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'All categories' });
    await step('a dash, announced as mixed', async () => {
      await expect(box).toHaveAttribute('aria-checked', 'mixed');
      await expect(box.matches(':indeterminate')).toBe(true);
    });
    await step('a click asks for checked; the dash stays until the parent changes `checked`', async () => {
      await userEvent.click(box);
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
      await expect(box.matches(':indeterminate')).toBe(true);
      await expect(box).toHaveAttribute('aria-checked', 'mixed');
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Gift wrapping (unavailable)' },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Gift wrapping (unavailable)' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Gift wrapping (unavailable)'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const categories = ['Oud and woods', 'Floral', 'Citrus', 'Musk and amber'];

function CategoryList() {
  const [chosen, setChosen] = useState<string[]>(['Floral']);
  return (
    <fieldset className="grid max-w-xs gap-1">
      <legend className="mb-2 font-display text-xl">Categories</legend>
      {categories.map((category) => (
        <Checkbox
          key={category}
          label={category}
          checked={chosen.includes(category)}
          onCheckedChange={(checked) =>
            setChosen((list) => (checked === true ? [...list, category] : list.filter((c) => c !== category)))
          }
        />
      ))}
      <Button variant="link" className="justify-self-start" onClick={() => setChosen([])}>
        Clear all
      </Button>
    </fieldset>
  );
}

/** A controlled list of checkboxes, as the collection's category filter uses them. */
export const ControlledList: Story = {
  render: () => <CategoryList />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Floral' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Citrus' }));
    await expect(canvas.getByRole('checkbox', { name: 'Citrus' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

function CategoryListWithAll() {
  const [chosen, setChosen] = useState<string[]>(['Floral']);
  const all = chosen.length === categories.length ? true : chosen.length > 0 ? 'indeterminate' : false;
  return (
    <fieldset className="grid max-w-xs gap-1">
      <legend className="mb-2 font-display text-xl">Categories</legend>
      <Checkbox
        label="All categories"
        checked={all}
        onCheckedChange={(checked) => setChosen(checked === true ? [...categories] : [])}
      />
      {categories.map((category) => (
        <Checkbox
          key={category}
          label={category}
          className="pl-6"
          checked={chosen.includes(category)}
          onCheckedChange={(checked) =>
            setChosen((list) => (checked === true ? [...list, category] : list.filter((c) => c !== category)))
          }
        />
      ))}
    </fieldset>
  );
}

/** 'All categories' above the list: a dash while some are chosen; a click on it chooses them all. */
export const AllOrSome: Story = {
  render: () => <CategoryListWithAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'All categories' });
    await expect(all).toBePartiallyChecked();
    await expect(all.matches(':indeterminate')).toBe(true);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Citrus' }));
    await expect(all).toBePartiallyChecked();
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
  },
};

/** In a form: Space toggles, Enter does not submit the form. */
export const InsideAForm: Story = {
  args: { label: 'Wrap it yourself' },
  render: (args) => (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} />
      <Button type="submit">Add to cart</Button>
    </form>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const submitted = fn();
    canvasElement.querySelector('form')?.addEventListener('submit', submitted);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Wrap it yourself' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
