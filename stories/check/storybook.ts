// The built Storybook's canvas as a designer has it open: the preview in a frame of the story's viewport, a story
// chosen as a click in the sidebar chooses it. What the check reads of a story is what the Storybook UI shows of
// it: the play function's exceptions (the red Interactions panel), the error display, the canvas, and the
// Accessibility panel's verdict.
import path from 'node:path';

import type { Browser, Frame, Page } from '@playwright/test';

/** Where stories/check/serve.mjs serves the built Storybook (STORY_CHECK_STATIC names another build folder). */
export const STORYBOOK_STATIC = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  process.env.STORY_CHECK_STATIC ?? 'storybook-static',
);
export const STORYBOOK_URL = `http://127.0.0.1:${Number(process.env.STORY_CHECK_PORT ?? 6410)}`;

/** The viewports of .storybook/preview.tsx, by the name a story's `globals.viewport.value` gives. */
export const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

/** One entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

/** What the Storybook UI shows once a story has rendered and its play function has run. */
export interface StoryOutcome {
  /** the play function's, the render's and the loaders' errors, as the Interactions panel and error display show them */
  errors: string[];
  /** axe's violations, in the Accessibility panel ('error' mode fails the story) */
  violations: string[];
  /** Storybook's error display covers the canvas */
  errorShown: boolean;
  /** nothing a person can see in the canvas */
  blank: boolean;
  /** something is shown outside the story's root (a dialog, a toast: portals) */
  beyondRoot: boolean;
  /** the story's layout, from the class Storybook puts on the canvas's body */
  layout: 'fullscreen' | 'padded' | 'centered' | 'unknown';
  /** the canvas's size, and how wide its content is */
  viewport: { width: number; height: number };
  rootWidth: number;
  scrollWidth: number;
  /** where a storefront story's router stands at the end (stories/screens/harness.tsx), if it is one */
  storyPath?: string;
  /** the story's own viewport (its globals) and the address it opened at (its args.path), for screens */
  namedViewport?: ViewportName;
  openedAt?: string;
  /** a story may end elsewhere on purpose: parameters.storyCheck.endsAt */
  endsAt?: string;
  timedOut: boolean;
}

/** How long one story may take to render and play, on a busy 2-core machine. */
const STORY_TIMEOUT_MS = 45_000;

/**
 * Installed in every document of the page: in the canvas's iframe it writes down what the preview tells the
 * manager (the play function's exceptions, the end of a story with axe's report), so a story's outcome is read
 * from the same messages the Interactions and Accessibility panels are drawn from.
 */
function listenToThePreview() {
  const events = [
    'playFunctionThrewException',
    'storyThrewException',
    'storyErrored',
    'storyMissing',
    'unhandledErrorsWhilePlaying',
    'storyFinished',
    'docsRendered',
  ];
  // (the address is read once the channel is there: as the script starts, a frame may still be about:blank)
  const attach = window.setInterval(() => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    window.clearInterval(attach);
    if (!window.location.pathname.endsWith('iframe.html')) return;
    const heard: HeardEvent[] = (window.__storyCheckHeard = []);
    for (const event of events) channel.on(event, (payload: unknown) => heard.push({ event, payload }));
  }, 5);
}

interface HeardEvent {
  event: string;
  payload: unknown;
}

/**
 * The canvas as the manager frames it: the preview's iframe.html in a frame of a page (stories/check/serve.mjs
 * serves one holding nothing else), sized to the story's viewport, with the focus outside it. Its first page is
 * the Introduction, so the first story the check chooses is a change of story, as every later one is. (The
 * manager itself adds its sidebar and panels around the same frame, and doubles the time a story takes.)
 */
export async function openStorybook(page: Page): Promise<Frame> {
  await page.addInitScript(listenToThePreview);
  await page.goto(`${STORYBOOK_URL}/story-check.html`);
  const frame = page.frames().find((candidate) => candidate.url().includes('iframe.html'));
  if (!frame) throw new Error('The story check page shows no canvas');
  await frame.waitForFunction(
    () => window.__storyCheckHeard?.some(({ event }) => event === 'docsRendered'),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return frame;
}

/**
 * The browser's user agent marked as Storybook's test runner's: the preview then ends each story with its CSS
 * animations paused at their end, as under Vitest, instead of waiting 100 ms or more for them to run out. The end
 * state drawn is the same, sooner, and never caught mid-move (docs/decisions/011-story-check.md).
 */
export async function testRunnerAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const agent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return `${agent} StorybookTestRunner`;
}

/**
 * Shows `storyId` as the manager does when a story is chosen in the sidebar: the frame takes the story's viewport
 * (the desktop's, 1280 px, when it names none, as on a designer's laptop), the preview is told to render it, and
 * the check waits until the preview says the story finished (rendered, played, checked by axe). The preview stays
 * the same page from story to story, as it does for a designer clicking through the sidebar.
 */
export async function showStory(page: Page, frame: Frame, storyId: string): Promise<StoryOutcome> {
  const named = await frame.evaluate(async (storyId) => {
    window.__storyCheckHeard!.length = 0;
    delete document.body.dataset.storyPath;
    const story = await window.__STORYBOOK_PREVIEW__!.storyStoreValue!.loadStory({ storyId });
    return (story.storyGlobals as { viewport?: { value?: string } }).viewport?.value;
  }, storyId);
  await sizeTheCanvas(page, viewports[named === 'mobile' ? 'mobile' : 'desktop']);
  await frame.evaluate((storyId) => {
    window.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, storyId);
  const timedOut = await frame
    .waitForFunction(
      (id) =>
        window.__storyCheckHeard?.some(
          ({ event, payload }) =>
            event === 'storyFinished' && (payload as { storyId: string }).storyId === id,
        ),
      storyId,
      { timeout: STORY_TIMEOUT_MS, polling: 20 },
    )
    .then(
      () => false,
      () => true,
    );
  return frame.evaluate(
    async ({ storyId, timedOut }) => {
      const heard = window.__storyCheckHeard ?? [];
      const messageOf = (error: unknown) =>
        typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);
      const what: Record<string, string> = {
        playFunctionThrewException: 'play function',
        storyThrewException: 'render',
        storyErrored: 'story',
        storyMissing: 'story not found',
        unhandledErrorsWhilePlaying: 'unhandled',
      };
      const errors = heard
        .filter(({ event }) => event in what)
        .flatMap(({ event, payload }) =>
          (Array.isArray(payload) ? payload : [payload]).map(
            (error) => `${what[event]}: ${messageOf(error)}`,
          ),
        );
      const finished = heard.find(({ event }) => event === 'storyFinished')?.payload as
        { reporters?: { type: string; status: string; result?: unknown }[] } | undefined;
      const violations = (finished?.reporters ?? [])
        .filter((report) => report.type === 'a11y' && report.status === 'failed')
        .flatMap((report) => {
          const result = report.result as { violations?: { id: string; nodes: unknown[] }[] } | undefined;
          return (result?.violations ?? []).map((violation) => `${violation.id} (${violation.nodes.length})`);
        });
      // the story's own settings, as the preview holds them
      const story = await window.__STORYBOOK_PREVIEW__!.storyStoreValue!.loadStory({ storyId });
      const root = document.getElementById('storybook-root')!;
      const classes = document.body.classList;
      // the story's root and what it put beside it (a dialog's portal); Storybook's own hidden parts have no size
      const seen = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) return false;
        // hidden, or inside something transparent (a dialog whose fade-out the end of the story paused)
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const style = getComputedStyle(element);
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === 3 && node.textContent!.trim(),
        );
        if (ownText || /^(IMG|svg|CANVAS|INPUT|SELECT|TEXTAREA|BUTTON|VIDEO)$/.test(element.tagName))
          return true;
        // a shape drawn by its style alone: a skeleton's block, a divider, a swatch
        return (
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage !== 'none' ||
          parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) > 0
        );
      };
      // (asked of the portals first, then of the root until one is seen: a screen has thousands of elements)
      const elements = [...document.body.querySelectorAll<HTMLElement>('*')];
      const beyondRoot = elements.some((element) => !root.contains(element) && seen(element));
      const blank = !beyondRoot && !elements.some((element) => root.contains(element) && seen(element));
      const viewportName = (story.storyGlobals as { viewport?: { value?: string } }).viewport?.value;
      const path = (story.initialArgs as { path?: unknown }).path;
      const check = story.parameters.storyCheck as { endsAt?: string } | undefined;
      const layouts = ['fullscreen', 'padded', 'centered'] as const;
      return {
        errors,
        violations,
        timedOut,
        errorShown: classes.contains('sb-show-errordisplay'),
        blank,
        beyondRoot,
        layout: layouts.find((layout) => classes.contains(`sb-main-${layout}`)) ?? ('unknown' as const),
        viewport: { width: window.innerWidth, height: window.innerHeight },
        rootWidth: Math.round(root.getBoundingClientRect().width),
        scrollWidth: document.documentElement.scrollWidth,
        storyPath: document.body.dataset.storyPath,
        namedViewport: viewportName === 'mobile' || viewportName === 'desktop' ? viewportName : undefined,
        openedAt: typeof path === 'string' ? path : undefined,
        endsAt: check?.endsAt,
      };
    },
    { storyId, timedOut },
  );
}

/** Sizes the canvas's frame, as the toolbar's viewport menu does. */
export async function sizeTheCanvas(page: Page, size: { width: number; height: number }) {
  await page.evaluate(({ width, height }) => {
    const canvas = document.getElementById('storybook-preview-iframe')!;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }, size);
}

/** Whether `path` is where a story should end: that page, or any page under it when `endsAt` ends in '/'. */
const endsOn = (path: string, endsAt: string) =>
  endsAt.endsWith('/') ? path.startsWith(endsAt) : path === pathOf(endsAt);

/** The path part of a storefront address ('/orders?tab=x' → '/orders'). */
export const pathOf = (address: string) => new URL(address, 'http://shop.test').pathname;

/**
 * What is wrong with a story as a designer would see it; empty when nothing is. `screen` is true for the
 * storefront's screens (Screens, Flows, Machines drawn on a route), which fill the canvas at their viewport.
 */
export function problemsOf(outcome: StoryOutcome, entry: IndexEntry): string[] {
  const problems = [...outcome.errors];
  if (outcome.timedOut) problems.push('the story did not finish (render, play and checks) in time');
  if (outcome.violations.length > 0) problems.push(`accessibility: ${outcome.violations.join(', ')}`);
  if (outcome.errorShown) problems.push("Storybook's error display covers the canvas");
  if (outcome.blank) problems.push('the canvas is empty at the end of the story');
  const screen = outcome.openedAt !== undefined;
  if (screen) {
    const expected = viewports[outcome.namedViewport ?? 'desktop'].width;
    if (outcome.layout !== 'fullscreen')
      problems.push(`a screen drawn in the ${outcome.layout} layout, not full-screen`);
    if (outcome.viewport.width !== expected)
      problems.push(`drawn ${outcome.viewport.width} px wide, not at its ${expected} px viewport`);
    if (outcome.rootWidth !== outcome.viewport.width || outcome.scrollWidth > outcome.viewport.width)
      problems.push(
        `the screen is ${outcome.rootWidth} px wide with ${outcome.scrollWidth} px of content in a ${outcome.viewport.width} px viewport`,
      );
    const journey = entry.title.startsWith('Flows/');
    const endsAt = outcome.endsAt ?? outcome.openedAt!;
    if (!journey && outcome.storyPath && !endsOn(pathOf(outcome.storyPath), endsAt))
      problems.push(
        `'${entry.name}' opened at ${outcome.openedAt} and ends at ${outcome.storyPath}: a state story ends on its own page (a journey is a Flow)`,
      );
  }
  return problems;
}

declare global {
  interface Window {
    __storyCheckHeard?: HeardEvent[];
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
      off(event: string, listener: (payload: never) => void): void;
    };
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: {
        loadStory(options: { storyId: string }): Promise<{
          storyGlobals: Record<string, unknown>;
          initialArgs: Record<string, unknown>;
          parameters: Record<string, unknown>;
        }>;
      };
    };
  }
}
