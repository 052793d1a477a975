import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../scripts/find-chromium.mjs';
import { atMost, type Figure } from './report';
import type { WebPage } from './web';

/**
 * When a page's controls answer a shopper, on Lighthouse's phone applied for real: its slow 4G (request latency
 * and throughput, as its DevTools throttling sets them) and its 4x slower CPU, at its phone's screen size.
 * Lighthouse's simulation cannot say this: it models the network and the main thread, not when the shop's own
 * code has taken the page over.
 *
 * - **hydrated**: the page's 'hydrated' mark (store/hydrate.tsx), in ms from the navigation's start; shown for
 *   context, with no target: no control should depend on it.
 * - **controls that wait**: the controls the server's HTML shows (what the first paint shows: the scripts come
 *   after it) that do not work until the page has hydrated and do after: a button that submits no form, an
 *   element made clickable with a role or a tabindex, or a control disabled until then. A link, a form's submit
 *   button, a box, a radio, a checkbox or a <summary> does its native thing from its first paint.
 * - **longest wait of a control**: from the first paint to the moment the slowest of those controls answers,
 *   hydration's end; 0 when there are none.
 */

const PHONE = throttling.mobileSlow4G;
export const SCREEN = { width: 412, height: 823 };

/** The figure's CPU, network and screen, on a fresh page of `context`. */
export async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.requestLatencyMs,
    downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdownMultiplier });
  return page;
}

// The functions below run in the page. tsx compiles the bench with esbuild's keepNames, which wraps every named
// function in a helper the page does not have: so they name no function inside.

/** A shown control of the page: its tag and name, and whether it could work now. */
interface Control {
  tag: string;
  name: string;
  /** a native control (a link, a form's submit button, a box...) that is not disabled */
  works: boolean;
}

/** Runs in the page: its shown controls, each with whether it can work without the page's scripts. */
function shownControls(): Control[] {
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])';
  return [...document.querySelectorAll(selector)]
    .filter((element) => element.checkVisibility({ visibilityProperty: true }))
    .map((element) => ({
      tag: element.tagName,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      works:
        !element.matches(':disabled') &&
        (element instanceof HTMLAnchorElement ||
          (element instanceof HTMLButtonElement && element.type === 'submit' && element.form !== null) ||
          (element instanceof HTMLInputElement && !['button', 'reset'].includes(element.type)) ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement ||
          element.tagName === 'SUMMARY'),
    }));
}

/** Runs in the page: first paint and hydration's end, once the page has hydrated (or after 30 s). */
async function paintAndHydration(): Promise<{ firstPaint: number | null; hydrated: number | null }> {
  for (
    let waited = 0;
    performance.getEntriesByName('hydrated', 'mark').length === 0 && waited < 30_000;
    waited += 100
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    hydrated: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null,
  };
}

const median = (values: readonly number[]): number | null => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * The server HTML's shown controls that do not work without the page's scripts and do once it has hydrated
 * (a control disabled for good, as Clear all with nothing chosen, is not waiting for anything).
 */
const waitingFor = (before: readonly Control[], hydrated: readonly Control[]) =>
  before
    .filter((control) => !control.works)
    .filter((control) =>
      hydrated.some((after) => after.tag === control.tag && after.name === control.name && after.works),
    )
    .map((control) => control.name || control.tag.toLowerCase());

async function measurePage(browser: Browser, url: string, runs: number) {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: SCREEN });
  const before = await (async () => {
    const page = await withoutScripts.newPage();
    await page.goto(url);
    return page.evaluate(shownControls);
  })().finally(() => withoutScripts.close());

  const hydrations: number[] = [];
  const waits: number[] = [];
  let waiting: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: SCREEN, isMobile: true, hasTouch: true });
    try {
      const page = await phonePage(context);
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      const { firstPaint, hydrated } = await page.evaluate(paintAndHydration);
      if (hydrated === null || firstPaint === null) continue;
      waiting = waitingFor(before, await page.evaluate(shownControls));
      hydrations.push(hydrated);
      waits.push(waiting.length > 0 ? Math.max(0, hydrated - firstPaint) : 0);
    } finally {
      await context.close();
    }
  }
  return { waiting, hydrated: median(hydrations), longestWait: median(waits), measured: hydrations.length };
}

/** The readiness figures of each page, the median of `runs` loads on the applied phone profile. */
export async function measureReadiness(
  url: string,
  pages: readonly WebPage[],
  runs: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const executable = findChromium();
  if (!executable) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      log(`readiness on ${page.path} (${runs} loads on the phone profile)`);
      const result = await measurePage(browser, new URL(page.path, url).href, runs);
      const missing =
        result.measured < runs ? `; ${runs - result.measured} of ${runs} loads never hydrated` : '';
      const figure = (
        measure: string,
        value: number | null,
        unit: Figure['unit'],
        target: Figure['target'],
      ) => ({
        suite: 'web' as const,
        subject: page.label,
        measure,
        value,
        unit,
        target,
      });
      figures.push(
        {
          ...figure('hydrated', result.hydrated, 'ms', null),
          note: `median of ${result.measured} loads${missing}`,
        },
        {
          ...figure('controls that wait', result.waiting.length, 'count', atMost(0)),
          ...(result.waiting.length > 0 ? { note: result.waiting.slice(0, 5).join(' · ') } : {}),
        },
        figure('longest wait of a control', result.longestWait, 'ms', atMost(0)),
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
