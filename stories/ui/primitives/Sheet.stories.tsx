import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import {
  Button,
  Icon,
  IconButton,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../../ui';

import { atDesktop, atMobile, expectEscapeCloses } from './play-helpers';

type SheetStoryArgs = {
  side?: 'left' | 'right' | 'top' | 'bottom';
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

function MenuSheet({ side, ...rootProps }: SheetStoryArgs) {
  return (
    <Sheet {...rootProps}>
      <SheetTrigger asChild>
        <IconButton label="Open menu" variant="outline">
          <Icon name="menu" />
        </IconButton>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Browse the house and your account.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="grid">
            {['Home', 'Collection', 'Our story', 'Contact'].map((item) => (
              <li key={item}>
                <a href={`#${item}`} className="flex min-h-touch items-center border-b border-border text-lg">
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

/**
 * A panel that slides in from an edge (right by default, or left, top, bottom) over a dimmed page, on Radix
 * Dialog: focus is kept inside and Escape closes it. Parts as Dialog's: `Sheet`, `SheetTrigger`,
 * `SheetContent` (with a `SheetTitle`), `SheetHeader`, `SheetFooter`, `SheetClose`. The stories below open in
 * frames of their own.
 *
 * **Use when** a phone needs a menu or a panel of links that would not fit the bar (the mobile menu).
 *
 * **Not when** the shopper must answer a question (Dialog), or the content belongs on the page.
 */
const meta = {
  title: 'Components/Primitives/Sheet',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  component: MenuSheet,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof MenuSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await step('the trigger opens a titled sheet with focus inside', async () => {
      await userEvent.click(trigger);
      const sheet = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(sheet).toHaveAttribute('data-side', 'right');
      await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await expectEscapeCloses(userEvent, trigger, args.onOpenChange);
    });
    await step('the Done button closes it', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const Left: Story = { args: { side: 'left', defaultOpen: true } };
export const Bottom: Story = { args: { side: 'bottom', defaultOpen: true } };

export const OpenMobile: Story = {
  args: { defaultOpen: true },
  globals: atMobile,
};

export const OpenDesktop: Story = {
  args: { defaultOpen: true },
  globals: atDesktop,
};
