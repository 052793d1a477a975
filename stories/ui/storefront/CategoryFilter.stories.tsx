import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { categories } from '../../../mocks/fixtures/catalogue';
import { CategoryFilter, type CategoryFilterProps } from '../../../ui/storefront';

import { serverHtmlPage } from '../../harness/server-html';
import { atDesktop, atMobile } from './story-helpers';

/** The collection machine owns the selection; here a little state stands in for it. */
function CategoryFilterWithState(args: CategoryFilterProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <CategoryFilter
      {...args}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        args.onChange(next);
      }}
    />
  );
}

/**
 * The collection's category checkboxes with 'Clear all'; on a phone folded under a 'Filters' disclosure (a
 * native `<details>`), always open from `lg:` up. It is a GET form: before the page's scripts run, Apply
 * sends the ticked boxes in the address; with them each box applies at once and Apply is hidden. Give the
 * form an `id` and the sort select can join it.
 *
 * **Use when** the collection is narrowed by category.
 *
 * **Not when** the choice is a single order or option (SortSelect, RadioGroup).
 */
const meta = {
  title: 'Components/Storefront/CategoryFilter',
  tags: ['autodocs'],
  component: CategoryFilter,
  render: (args) => <CategoryFilterWithState {...args} />,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  args: { categories, selected: [], onChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: atDesktop,
  play: async ({ args, canvas, userEvent, step }) => {
    const [first, second] = categories;
    await step('the list shows without a toggle; Clear all waits for a choice', async () => {
      await expect(canvas.getByText(/^Filters/, { selector: 'summary' })).not.toBeVisible();
      // laid out and shown (checkVisibility: jest-dom's toBeVisible takes any closed <details> for hidden)
      await expect(canvas.getByRole('checkbox', { name: first }).checkVisibility()).toBe(true);
      await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    });
    await step('checking boxes (Space on the keyboard) builds the selection', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: first }));
      await expect(args.onChange).toHaveBeenLastCalledWith([first]);
      canvas.getByRole('checkbox', { name: second }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith([first, second]);
      await userEvent.click(canvas.getByRole('checkbox', { name: first }));
      await expect(args.onChange).toHaveBeenLastCalledWith([second]);
    });
    await step('Clear all empties it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([]);
      await expect(canvas.getByRole('checkbox', { name: second })).not.toBeChecked();
    });
  },
};

export const Mobile: Story = {
  args: { selected: [categories[0]!] },
  globals: atMobile,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const disclosure = canvasElement.querySelector('details')!;
    const toggle = canvas.getByText(/^Filters/, { selector: 'summary' });
    const box = canvas.getByRole('checkbox', { name: categories[0] });
    await expect(disclosure.open).toBe(false);
    await expect(box.checkVisibility()).toBe(false);
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(disclosure.open).toBe(true);
    await expect(box.checkVisibility()).toBe(true);
    await expect(box).toBeChecked();
    // a choice folds the list away from the results it changed; the summary counts the choices
    await userEvent.click(canvas.getByRole('checkbox', { name: categories[1] }));
    await expect(args.onChange).toHaveBeenLastCalledWith([categories[0], categories[1]]);
    await expect(disclosure.open).toBe(false);
    await expect(toggle).toHaveTextContent('Filters(2)');
  },
};

/**
 * A GET form the server answers: before (or without) the page's scripts Apply sends the ticked boxes and the
 * rest of the view's query in the address, and Clear all is a link to the view without categories.
 */
export const BeforeHydration: Story = {
  args: { selected: [categories[0]!], keep: { q: 'oud' }, clearHref: '/products?q=oud' },
  globals: atDesktop,
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { host, page, hydrateUntil } = serverHtmlPage(
      canvasElement,
      <CategoryFilter {...args} action="/products" />,
    );
    await step('the boxes are named fields of a GET form, with Apply and a Clear all link', async () => {
      const form = host.querySelector('form')!;
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', '/products');
      await expect(page.getByRole('checkbox', { name: categories[0] })).toHaveAttribute('name', 'category');
      await expect(new FormData(form).getAll('category')).toEqual([categories[0]]);
      await expect(new FormData(form).get('q')).toBe('oud');
      await expect(page.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
      await expect(page.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/products?q=oud');
    });
    await step('hydrated, a box applies at once and Apply goes', () =>
      hydrateUntil(() => expect(page.queryByRole('button', { name: 'Apply' })).toBeNull()),
    );
  },
};
