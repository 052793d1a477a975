// Small pieces the primitives' play functions share. Not a story file: Storybook does not pick it up.
import { expect, screen, waitFor, within, type userEvent } from 'storybook/test';

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

/**
 * After a failed submit: the form's error summary ('There is a problem') is shown, has the focus, and is in sight.
 * Returns it. `root` is where to look: the story's canvas, or the page for a dialog.
 */
export async function expectErrorSummaryFocused(root: HTMLElement = document.body) {
  const summary = await within(root).findByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  // in sight to the whole pixel: a focus scroll may leave the edge a fraction of one past the screen's
  const { top, bottom } = summary.getBoundingClientRect();
  await expect(Math.round(top)).toBeGreaterThanOrEqual(0);
  await expect(Math.round(bottom)).toBeLessThanOrEqual(window.innerHeight);
  return summary;
}

/** The summary's link for `message` takes the shopper to `field`, focused. */
export async function expectSummaryLinkFocuses(
  user: StoryUserEvent,
  summary: HTMLElement,
  message: string,
  field: HTMLElement,
) {
  await user.click(within(summary).getByRole('link', { name: message }));
  await expect(field).toHaveFocus();
}

/**
 * Waits until a carousel shows its dots: it counts its slides a moment after its first render (in a transition,
 * so hydrating a phone's page stays one short task), and its controls and dots work from then on.
 */
export async function carouselCounted(canvasElement: HTMLElement, firstDot = 'Go to slide 1') {
  await within(canvasElement).findByRole('button', { name: firstDot });
}
