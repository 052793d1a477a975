#!/usr/bin/env node
// `npm test`: every test, in the system Chromium, ending with one summary line.
//
//   npm test                   the unit and server Vitest projects, the story check (every story in the built
//                              Storybook, with its picture: stories/check/), then Playwright's journeys (e2e/)
//   npm test -- unit           only the named part(s): unit, server, storybook (every story under Vitest, as
//                              Storybook's own test button runs them), stories, e2e
//
// Prints, last and alone on its line: `tests: N passed, N failed` (`, N skipped` when any were skipped).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';
import { buildStorefront, storefrontBuild } from './storefront-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const VITEST_PROJECTS = ['unit', 'server', 'storybook'];
// The story check runs every story as the Vitest storybook project would, and more (docs/storybook.md), so the
// whole run leaves that project out.
const DEFAULT_VITEST_PROJECTS = ['unit', 'server'];
const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const PLAYWRIGHT_PARTS = ['stories', 'e2e'];
const unknown = requested.filter(
  (name) => !PLAYWRIGHT_PARTS.includes(name) && !VITEST_PROJECTS.includes(name),
);
if (unknown.length > 0) {
  console.error(
    `Unknown test project: ${unknown.join(', ')}. Choose from ${[...VITEST_PROJECTS, ...PLAYWRIGHT_PARTS].join(', ')}.`,
  );
  process.exit(2);
}
const vitestProjects =
  requested.length === 0
    ? DEFAULT_VITEST_PROJECTS
    : requested.filter((name) => VITEST_PROJECTS.includes(name));
const wantStories = requested.length === 0 || requested.includes('stories');
const wantE2e = requested.length === 0 || requested.includes('e2e');
const hasE2eSpecs = wantE2e && hasSpecs(path.join(ROOT, 'e2e'));
const needsChromium = vitestProjects.includes('storybook') || wantStories || hasE2eSpecs;

const chromium = findChromium();
if (needsChromium && !chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const env = {
  ...process.env,
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const tmp = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let runnerFailed = false;

try {
  if (vitestProjects.length > 0) {
    const report = path.join(tmp, 'vitest.json');
    const projectArgs = vitestProjects.flatMap((name) => ['--project', name]);
    const code = await run(BIN('vitest'), [
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const failedBefore = totals.failed;
    if (!countVitest(report)) {
      console.error('Vitest wrote no JSON report.');
      runnerFailed = true;
    }
    // A non-zero exit with no failed test is an error outside the tests (a broken config, a worker that crashed,
    // an unhandled error): count it as one failure so the summary line never reads "0 failed" on a failed run.
    if (code !== 0) {
      runnerFailed = true;
      if (totals.failed === failedBefore) {
        console.error('Vitest failed outside the tests (see the errors above); counted as 1 failed.');
        totals.failed += 1;
      }
    }
  }

  // The e2e shop's storefront is built beside Storybook (each build leaves a core idle part of the time), so the
  // shop starts at once when the journeys begin; `npm start` would otherwise build it then.
  const storefrontBuilt =
    wantStories && hasE2eSpecs && storefrontBuild() !== 'fresh'
      ? buildStorefront({ stdio: ['ignore', 'ignore', 'inherit'], env })
      : Promise.resolve(0);

  if (wantStories) {
    // the check reads the Storybook a designer opens: built from the sources as they are now
    const built = await run(BIN('storybook'), ['build', '--quiet', '--disable-telemetry']);
    // the story check's workers want both cores
    await storefrontBuilt;
    if (built !== 0) {
      console.error('Storybook did not build; the story check cannot run. Counted as 1 failed.');
      totals.failed += 1;
      runnerFailed = true;
    } else {
      await runPlaywright('stories/check/playwright.config.ts', 'stories.json', 'The story check');
    }
  }

  if (hasE2eSpecs) {
    // a failed build is built again, and its errors shown, as the shop starts
    await storefrontBuilt;
    await runPlaywright('playwright.config.ts', 'playwright.json', 'Playwright');
  } else if (wantE2e && requested.includes('e2e')) {
    console.log('No e2e/*.spec.ts files yet: nothing for Playwright to run.');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);

/** Runs Playwright with `config` and counts its tests from the JSON report. */
async function runPlaywright(config, reportName, what) {
  const report = path.join(tmp, reportName);
  const code = await run(BIN('playwright'), ['test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const failedBefore = totals.failed;
  if (!countPlaywright(report)) {
    console.error(`${what} wrote no JSON report.`);
    runnerFailed = true;
  }
  if (code !== 0) {
    runnerFailed = true;
    if (totals.failed === failedBefore) {
      console.error(`${what} failed outside the tests (see the errors above); counted as 1 failed.`);
      totals.failed += 1;
    }
  }
}

/** Runs a command in the repository root with the test environment; resolves with its exit code. */
function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${path.basename(command)}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return false;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A test file that failed to load (or whose worker died) has no failed test but is a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((assertion) => assertion.status === 'failed'),
  );
  totals.failed += brokenFiles.length;
  return true;
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return false;
  totals.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  totals.failed += report.stats.unexpected ?? 0;
  totals.skipped += report.stats.skipped ?? 0;
  return true;
}

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && entry.name.endsWith('.spec.ts') && !entry.parentPath.includes('artifacts'),
  );
}
