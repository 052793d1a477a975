// The story check: every story of the built Storybook, opened in its canvas as a designer opens it, one after
// another in one canvas as the sidebar does. A story fails when its play function throws (the Interactions panel
// would be red), the error display covers it, its canvas ends empty, axe finds a violation, or a screen is not
// drawn full-screen at exactly its viewport or walks on to another page. Then its picture is compared with its
// baseline (pictures.ts). docs/storybook.md says how to read and accept the result.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { expect, test as base, type Frame, type Page } from '@playwright/test';

import { BASELINES, comparePicture, REVIEW } from './pictures';
import {
  openStorybook,
  problemsOf,
  showStory,
  sizeTheCanvas,
  STORYBOOK_STATIC,
  testRunnerAgent,
  viewports,
  type IndexEntry,
  type StoryOutcome,
} from './storybook';

const index = JSON.parse(readFileSync(path.join(STORYBOOK_STATIC, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// every story, the test harness's too (tagged '!dev': out of the designers' sidebar, run here all the same)
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
/**
 * The stories that have a twin on a phone ('Today' and 'Today On A Phone': the same state played at 360 px). The
 * twin's picture is the phone's, so the check does not picture the desktop story again at 360 px.
 */
const PHONE_TWIN = ' On A Phone';
const keyOf = (entry: IndexEntry) => `${entry.title}/${entry.name}`;
const withPhoneTwin = new Set(
  stories
    .filter((entry) => entry.name.endsWith(PHONE_TWIN))
    .map((entry) => keyOf({ ...entry, name: entry.name.slice(0, -PHONE_TWIN.length) })),
);

/** One canvas per worker for all its stories: opening Storybook afresh for each would take seconds. */
const test = base.extend<object, { storybook: { page: Page; frame: Frame } }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        viewport: { width: 1440, height: 900 },
        userAgent: await testRunnerAgent(browser),
      });
      const frame = await openStorybook(page);
      await use({ page, frame });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const entry of stories) {
  test(`${entry.title} / ${entry.name}`, async ({ storybook: { page, frame } }) => {
    const outcome = await showStory(page, frame, entry.id);
    expect(problemsOf(outcome, entry), entry.id).toEqual([]);

    const shot = pictureOf(page, frame, outcome);
    await expectPicture(page, entry.id, shot);

    // a screen that names no viewport, and has no twin on a phone, is the same state on a phone: the viewport
    // menu's 360 px, as a designer would switch to it after the play
    if (outcome.openedAt !== undefined && !outcome.namedViewport && !withPhoneTwin.has(keyOf(entry))) {
      await sizeTheCanvas(page, viewports.mobile);
      const width = await frame.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the content is wider than the 360 px viewport').toBeLessThanOrEqual(
        viewports.mobile.width,
      );
      await expectPicture(page, `${entry.id}@360`, shot);
    }
  });
}

/**
 * How a story is pictured: a screen, or a component that opened something over the page (a dialog, a toast), as
 * the whole canvas from the top of the page; any other component at its own size.
 */
function pictureOf(page: Page, frame: Frame, outcome: StoryOutcome) {
  const wholeCanvas = outcome.layout === 'fullscreen' || outcome.beyondRoot;
  return async () => {
    if (!wholeCanvas) return wholeComponent(page, frame, outcome);
    // the top of the page: where a play leaves the scroll depends on timing (a smooth scroll to the focus)
    await frame.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    return page.locator('#storybook-preview-iframe').screenshot({
      animations: 'disabled',
      caret: 'hide',
      style: outcome.layout === 'fullscreen' ? stillScreen : undefined,
    });
  };
}

/**
 * A component at its own size, all of it: a frame paints only the part it shows, so a component taller than the
 * canvas (a long form) is pictured with the canvas stretched to hold it, then put back; otherwise the picture
 * would be blank but for the band the play left in view, and a change elsewhere would pass unseen. One whose
 * height follows the canvas's (a spacer in vh) is pictured as it stands in the canvas.
 */
async function wholeComponent(page: Page, frame: Frame, outcome: StoryOutcome) {
  const root = frame.locator('#storybook-root');
  const sizeOf = () =>
    frame.evaluate(() => ({
      page: Math.ceil(document.documentElement.scrollHeight),
      root: document.getElementById('storybook-root')!.getBoundingClientRect().height,
    }));
  const before = await sizeOf();
  let stretched = before.page > outcome.viewport.height;
  if (stretched) {
    await sizeTheCanvas(page, { width: outcome.viewport.width, height: before.page });
    if ((await sizeOf()).root !== before.root) {
      await sizeTheCanvas(page, outcome.viewport);
      stretched = false;
    }
  }
  try {
    return await root.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    if (stretched) await sizeTheCanvas(page, outcome.viewport);
  }
}

/**
 * What a screen's picture leaves out: whether a toast is still up (it leaves after three seconds), which second a
 * countdown reads (VerifyResult's own stories picture it at fixed counts) or whether the focus ring shows (it
 * follows the last key or click, of this story or the one before) depends on timing.
 */
const stillScreen = `[data-slot="toaster"], [data-slot="verify-countdown"] { visibility: hidden !important; }
*:focus, *:focus-visible { outline-color: transparent !important; }`;

/** The picture `shot` takes matches the baseline called `name`. */
async function expectPicture(page: Page, name: string, shot: () => Promise<Buffer>) {
  let verdict = await comparePicture(name, await shot());
  // a picture taken while something still moved (a toast leaving, a slide fading) gets one more look; when that
  // one passes, the first look leaves the review, or stories:accept would make it the baseline
  if (verdict.status === 'changed') {
    await page.waitForTimeout(500);
    verdict = await comparePicture(name, await shot());
    if (verdict.status === 'same') rmSync(path.join(REVIEW, name), { recursive: true, force: true });
  }
  expect(verdict.message, 'the picture').toBeUndefined();
}

// The primary colour turned a dark green of the same contrast: axe and every play still pass, so only the
// pictures can tell, and they must.
test('a changed token fails the pictures of the stories that use it', async ({
  storybook: { page, frame },
}) => {
  for (const id of ['components-primitives-button--default', 'screens-cart--with-lines']) {
    const outcome = await showStory(page, frame, id);
    await frame.evaluate(() => {
      const change = document.createElement('style');
      change.id = 'token-change';
      change.textContent = ':root { --color-primary: #1e3a2b; }';
      document.head.append(change);
    });
    const verdict = await comparePicture(id, await pictureOf(page, frame, outcome)(), { review: false });
    await frame.evaluate(() => document.getElementById('token-change')!.remove());
    expect(verdict.status, id).toBe('changed');
  }
});

test('every baseline belongs to a story', () => {
  const ids = new Set(stories.map((entry) => entry.id));
  // a story with a phone twin has no picture at 360 px of its own
  const twinned = new Set(
    stories.filter((entry) => withPhoneTwin.has(keyOf(entry))).map((entry) => entry.id),
  );
  const orphans = readdirSync(BASELINES)
    .filter((file) => file.endsWith('.webp'))
    .map((file) => file.slice(0, -'.webp'.length))
    .filter((name) => {
      const [id, at360] = name.split('@');
      return !ids.has(id!) || (at360 !== undefined && twinned.has(id!));
    });
  expect(orphans, 'baselines of stories that are gone: delete them').toEqual([]);
});

test('the Storybook opens on its Introduction and Foundations, with a Docs page for every component', () => {
  const entries = Object.values(index.entries);
  const docs = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
  expect(docs).toContain('Introduction');
  for (const page of [
    'Colour',
    'Type',
    'Space',
    'Radii',
    'Shadows',
    'Motion',
    'Breakpoints',
    'Icons',
    'Voice',
  ])
    expect(docs, `Foundations/${page}`).toContain(`Foundations/${page}`);
  const components = new Set(
    stories.filter((entry) => entry.title.startsWith('Components/')).map((entry) => entry.title),
  );
  expect(
    [...components].filter((title) => !docs.has(title)),
    'components without a Docs page',
  ).toEqual([]);
  // the designers' sidebar has no test harness and no 'UI' group of old
  const shown = stories.filter((entry) => (entry.tags ?? []).includes('dev'));
  expect(shown.filter((entry) => /^(Harness|UI)\//.test(entry.title)).map((entry) => entry.id)).toEqual([]);
});
