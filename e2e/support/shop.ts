import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { test as base, expect, type APIRequestContext } from '@playwright/test';

/**
 * The journeys' `test`: every page is watched for console errors, uncaught exceptions and CSP violations,
 * and a test fails on any of them (a shopper would meet a broken screen). `shot` keeps a full-page
 * screenshot of a screen in e2e/artifacts/screens/<project>/ (1280 px desktop, 360 px mobile).
 */

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => Promise<void>;
  }
}

type Shop = {
  /** Saves a full-page screenshot of the current screen as e2e/artifacts/screens/<project>/<name>.png. */
  shot: (name: string) => Promise<void>;
  /** Console errors a journey causes on purpose (a refused payment answers 402): push what to let through. */
  expectedConsoleErrors: ConsoleAllowance[];
};

/** A console error to let through: its text, and the address of the resource it is about (for failed loads). */
export type ConsoleAllowance = { text: RegExp; url?: RegExp; why: string };

/**
 * Known bugs, reported to the lead, that would otherwise fail every journey that meets them. Each is as
 * narrow as the console allows (the failing address and status); remove an entry once its bug is fixed.
 */
const KNOWN_BUGS: ConsoleAllowance[] = [];

export const SCREENS_DIR = path.join(import.meta.dirname, '..', 'artifacts', 'screens');

export const test = base.extend<Shop & { watchErrors: void }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern
  // eslint-disable-next-line no-empty-pattern
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },

  watchErrors: [
    async ({ page, expectedConsoleErrors }, use, testInfo) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        const allowance = [...KNOWN_BUGS, ...expectedConsoleErrors].find(
          ({ text, url: address }) => text.test(message.text()) && (!address || address.test(url)),
        );
        if (allowance) {
          // in the report, so a fixed known bug shows by its absence
          if (KNOWN_BUGS.includes(allowance))
            testInfo.annotations.push({ type: 'known bug', description: allowance.why });
          return;
        }
        problems.push(`console error on ${page.url()}: ${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
      // on every document the page loads (a binding outlives navigations, a variable would not)
      await page.exposeFunction('__reportCspViolation', (violation: string) =>
        problems.push(`CSP violation on ${page.url()}: ${violation}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__reportCspViolation?.(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use();
      expect(problems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],

  shot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      const dir = path.join(SCREENS_DIR, testInfo.project.name);
      mkdirSync(dir, { recursive: true });
      // fonts and images settled, so the picture shows the screen as a shopper sees it
      await page.evaluate(() => document.fonts.ready);
      // scale 'css': an image as wide as the viewport (360 px), not the phone's device pixels
      await page.screenshot({
        path: path.join(dir, `${name}.png`),
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
      });
    });
  },
});

export { expect };

/** A shopper of this run: a unique email, so journeys and reruns never meet each other's accounts. */
export type Shopper = { name: string; email: string; password: string };

let shoppers = 0;
export function newShopper(label: string): Shopper {
  shoppers += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${shoppers}`;
  return { name: `Adé ${label}`, email: `${label}.${unique}@example.com`, password: `Oorun-${unique}!` };
}

/** Registers a shopper through the API (journeys that are not about signing up); the answer has a token. */
export async function registerShopper(
  request: APIRequestContext,
  label: string,
): Promise<Shopper & { token: string }> {
  const shopper = newShopper(label);
  const response = await request.post('/api/user/register', {
    data: { name: shopper.name, email: shopper.email, password: shopper.password },
  });
  const answer = (await response.json()) as { success: boolean; token?: string };
  expect(answer).toMatchObject({ success: true });
  return { ...shopper, token: answer.token ?? '' };
}

/** A shop review written through the API, so the checkout's review gate stays shut for this shopper. */
export async function reviewShop(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/restaurant-review', {
    headers: { token },
    data: { rating: 5, comment: 'Lovely scents, quick delivery.' },
  });
  expect(await response.json()).toMatchObject({ success: true });
}
