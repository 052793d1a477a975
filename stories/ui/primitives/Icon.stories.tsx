import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Icon } from '../../../ui';
import { iconNames } from '../../../ui/icons/icon-names';

/**
 * A lucide icon drawn from the one sprite file (`ui/icons/sprite.svg`): the page carries a `<use>` per icon,
 * and the browser fetches the sprite once. 24 px with 2 px round strokes by default; a `size-*`, `stroke-*`
 * or `fill-*` class changes that. Decorative and hidden from screen readers unless given a `label`.
 * Foundations/Icons shows them all.
 *
 * **Use when** a picture helps words (a bag beside 'Add to cart'), or stands alone with a `label`.
 *
 * **Not when** the icon is the only content of a button (IconButton names it), or the name is not in
 * `ui/icons/icon-names.ts` (add it and run `npm run icons`).
 */
const meta = {
  title: 'Components/Primitives/Icon',
  tags: ['autodocs'],
  component: Icon,
  args: { name: 'shopping-bag', className: 'size-6' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some <use>s of the sprite: each draws once the sprite file has come (a missing symbol never draws). */
async function expectDrawn(uses: SVGUseElement[]) {
  await waitFor(() => {
    for (const use of uses) expect(use.getBBox().width, use.getAttribute('href')!).toBeGreaterThan(0);
  });
}

/** lucide's drawing, which the page's style sheet gives every icon: 2 px round strokes in the text's colour. */
async function expectDrawing(icon: SVGSVGElement, strokeWidth: string) {
  const drawing = getComputedStyle(icon);
  await expect(drawing.fill).toBe('none');
  await expect(drawing.stroke).toBe(drawing.color);
  await expect(drawing.strokeWidth).toBe(strokeWidth);
  await expect([drawing.strokeLinecap, drawing.strokeLinejoin]).toEqual(['round', 'round']);
}

/** Decorative by default: hidden from screen readers, beside words that say the same. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon.getBoundingClientRect().width).toBe(24);
    await expectDrawing(icon, '2px');
    await expectDrawn([...icon.querySelectorAll('use')]);
  },
};

/** Without a size class it is lucide's 24 px; a stroke class draws it finer or bolder (stars, ticks). */
export const UnsizedAndBold: Story = {
  args: { name: 'check', className: 'stroke-3' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    await expect(icon.getBoundingClientRect().width).toBe(24);
    await expectDrawing(icon, '3px');
  },
};

/** With a label it is a picture with a name, for an icon that stands alone. */
export const Labelled: Story = {
  args: { name: 'circle-check', label: 'Paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Paid' })).not.toHaveAttribute('aria-hidden');
  },
};

/** Every icon the sprite holds, each drawn from it. */
export const AllIcons: Story = {
  render: (args) => (
    <ul className="grid grid-cols-4 gap-4 sm:grid-cols-8">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-1 text-center text-xs">
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll('use')];
    await expect(uses).toHaveLength(iconNames.length);
    await expectDrawn(uses);
  },
};
