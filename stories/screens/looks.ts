// What a designer checks by eye on a screen, for the screen stories' play functions. Not a story file.
import { expect } from 'storybook/test';

/** The page does not scroll sideways: nothing is wider than the screen. */
export async function expectNoSideScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The words of `element`'s text (a hyphen may end a line, as in 'Aso-Oke'), each with the boxes it is drawn in. */
function wordsOf(element: HTMLElement) {
  const words: { word: string; lines: number }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = [...range.getClientRects()]
        .filter((box) => box.width > 0)
        .map((box) => Math.round(box.top));
      words.push({ word: match[0], lines: new Set(tops).size });
    }
  }
  return words;
}

/**
 * `element`'s text is all there and breaks only between words: no word is split across two lines, and nothing is
 * cut off at its side or its foot (no ellipsis, no clamp).
 */
export async function expectWrapsBetweenWords(element: HTMLElement) {
  const split = wordsOf(element).filter(({ lines }) => lines > 1);
  await expect(split.map(({ word }) => word)).toEqual([]);
  // a box that shows what spills out cuts nothing (a display face's accents may rise above its line)
  const style = getComputedStyle(element);
  if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis')
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  if (style.overflowY !== 'visible' || style.getPropertyValue('-webkit-line-clamp') !== 'none')
    await expect(element.scrollHeight).toBeLessThanOrEqual(element.clientHeight + 1);
}
