import type { Locator, Page } from '@playwright/test';

import { expect } from './shop';

/** What has focus, in words for a failure message ('BUTTON "Add to cart"'). */
async function focusedElement(page: Page): Promise<{ name: string; ringShows: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: 'the page itself', ringShows: false };
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const name = `${element.tagName} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    // ui/theme.css draws one outline for every :focus-visible; a product card draws it on its link's ::after
    const drawsRing = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'transparent' &&
      !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    // a visually hidden radio (a product's size) shows its focus on the card it sits in, its label: a
    // ring drawn on the 1 px radio itself is clipped away with it
    const box = element.getBoundingClientRect();
    const card = box.width <= 1 && box.height <= 1 ? element.closest('label') : null;
    const ringShows =
      element.matches(':focus-visible') &&
      (card
        ? drawsRing(getComputedStyle(card)) || getComputedStyle(card).boxShadow !== 'none'
        : [getComputedStyle(element), getComputedStyle(element, '::after')].some(drawsRing));
    return { name, ringShows };
  });
}

/** The focused element shows a focus ring a sighted keyboard user can see. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const focused = await focusedElement(page);
  expect(focused.ringShows, `a visible focus ring on ${focused.name}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop that the focus
 * ring shows; fails after `limit` presses, naming where focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 40 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const focused = await focusedElement(page);
    expect(focused.ringShows, `a visible focus ring on ${focused.name}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    stops.push(focused.name);
  }
  throw new Error(
    `${limit} presses of ${key} did not reach ${target.toString()}; focus went: ${stops.join(' → ')}`,
  );
}

/** After a navigation the shop moves focus to the new page's h1 (store/shell/page-change.tsx). */
export async function expectFocusOnHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused();
  await expectFocusVisible(page);
}

/** A modal dialog keeps focus inside it, going forwards and backwards past its last and first control. */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside, { message: 'focus moves into the dialog as it opens' }).toBe(true);
  const controls = await dialog.locator('button:not([disabled]), a[href], input, [tabindex="0"]').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses <= controls; presses += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(), `focus still in the dialog after ${presses + 1} × ${key}`).toBe(true);
      await expectFocusVisible(page);
    }
  }
}

/**
 * An arrow key pressed the way a person does: held until focus has moved to `target`, then let go, with the
 * focus ring checked where it lands. In a radio group the arrow chooses the option it moves to.
 */
export async function arrowTo(page: Page, key: 'ArrowDown' | 'ArrowUp', target: Locator): Promise<void> {
  await page.keyboard.down(key);
  await expect(target).toBeFocused();
  await page.keyboard.up(key);
  await expectFocusVisible(page);
}
