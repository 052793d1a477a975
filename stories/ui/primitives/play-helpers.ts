// Small pieces the primitives' play functions share. Not a story file: Storybook does not pick it up.
import { expect, screen, waitFor, type userEvent } from 'storybook/test';

type StoryUserEvent = ReturnType<typeof userEvent.setup>;

/** Story `globals` that render at the phone width (360 px) and the desktop width (1280 px) of .storybook/preview. */
export const atMobile = { viewport: { value: 'mobile', isRotated: false } };
export const atDesktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * Presses an arrow key the way a person does: held down until `chosen` is checked, then let go. In a radio group
 * the arrow chooses the option it moves to.
 */
export async function holdArrow(user: StoryUserEvent, key: string, chosen: () => HTMLElement) {
  await user.keyboard(`{${key}>}`);
  await waitFor(() => expect(chosen()).toBeChecked());
  await user.keyboard(`{/${key}}`);
}

/** Escape closes the open dialog (or sheet) and gives focus back to what opened it. */
export async function expectEscapeCloses(user: StoryUserEvent, trigger: HTMLElement, onOpenChange: unknown) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await expect(trigger).toHaveFocus();
}
