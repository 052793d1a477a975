import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createShopClient, isFailure } from '../api';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../scripts/find-chromium.mjs';
import { mainThreadAfterPaint, type TraceEvent } from './main-thread';
import { ROOT, stopChild } from './processes';
import { atLeast, atMost, type Figure } from './report';

/** A headless system Chromium with a DevTools port, for Lighthouse to drive. */
async function launchChromium() {
  const executable = findChromium();
  if (!executable) throw new Error(NO_CHROMIUM_MESSAGE);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    await stopChild(child, 5_000);
    await rm(profile, { recursive: true, force: true });
  };
  // Chromium says where DevTools listens on stderr: 'DevTools listening on ws://127.0.0.1:PORT/devtools/...'
  for await (const line of createInterface({ input: child.stderr })) {
    const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line)?.[1];
    if (port) {
      child.stderr.resume();
      return { port: Number(port), stop };
    }
  }
  await stop();
  throw new Error(`${executable} exited before it opened a DevTools port`);
}

export interface WebPage {
  label: string;
  path: string;
}

/** The home page, the catalogue and one real product's page. */
export async function webPages(url: string): Promise<WebPage[]> {
  const list = await createShopClient({ baseUrl: url }).productList();
  if (isFailure(list)) throw new Error(`GET /api/product/list failed: ${list.message}`);
  const product = list.products[0];
  return [
    { label: '/', path: '/' },
    { label: '/products', path: '/products' },
    ...(product ? [{ label: '/product/:id', path: `/product/${product._id}` }] : []),
  ];
}

const KB = 1024;

/** Where each page's full Lighthouse report is kept (bench/.tmp/ is git-ignored). */
export const REPORT_DIR = path.join(ROOT, 'bench', '.tmp', 'lighthouse');

async function saveReport(page: WebPage, report: string | string[]) {
  await mkdir(REPORT_DIR, { recursive: true });
  const name = page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(path.join(REPORT_DIR, `${name}.html`), Array.isArray(report) ? report.join('\n') : report);
}

/** 'n files, largest x KB (name)': where the JavaScript weight sits. */
function scriptsOf(lhr: Result): string | null {
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const largest = scripts.reduce<(typeof scripts)[number] | null>(
    (big, item) => ((item.transferSize ?? 0) > (big?.transferSize ?? 0) ? item : big),
    null,
  );
  if (!largest) return null;
  const name = new URL(largest.url).pathname.split('/').pop();
  return `${scripts.length} files, largest ${((largest.transferSize ?? 0) / KB).toFixed(1)} KB (${name})`;
}

export interface LighthouseFacts {
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's own measure of the machine's speed (a fast desktop is about 1500-2500) */
  benchmarkIndex: number;
}

/**
 * A shop in production has served each page many times before a shopper arrives: its first render of a
 * page (code compiled on first use, screen modules loaded, the catalogue read) is not what shoppers meet,
 * but Lighthouse takes the document's observed response time into its simulation. So each page, its
 * scripts and its styles are fetched a few times first.
 */
async function warmUp(pageUrl: string) {
  for (let round = 0; round < 3; round += 1) {
    const html = await (await fetch(pageUrl, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })).text();
    const assets = [...html.matchAll(/["'](\/assets\/[^"']+)["']/g)].map(
      (match) => new URL(match[1], pageUrl),
    );
    await Promise.all(assets.map(async (asset) => (await fetch(asset)).arrayBuffer()));
  }
}

/**
 * Lighthouse runs per page (BENCH_WEB_RUNS, 3 by default). One run swings by several points with the machine's
 * load; Lighthouse's own advice is to report the median run, which computeMedianRun picks (the run closest to
 * the median FCP and time to interactive).
 */
export const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3) || 3);

/**
 * Lighthouse 12's default run (mobile form factor, simulated throttling), performance only, on each page:
 * the score, the paint and shift metrics, and what the first view transferred, from the median of RUNS runs.
 */
export async function measurePages(
  url: string,
  pages: readonly WebPage[],
  log: (line: string) => void,
): Promise<{ figures: Figure[]; facts: LighthouseFacts | null }> {
  const chromium = await launchChromium();
  const figures: Figure[] = [];
  let facts: LighthouseFacts | null = null;
  try {
    for (const page of pages) {
      await warmUp(new URL(page.path, url).href);
      const runs: RunnerResult[] = [];
      for (let round = 1; round <= RUNS; round += 1) {
        log(`Lighthouse on ${page.path} (${round} of ${RUNS})`);
        const run = await lighthouse(new URL(page.path, url).href, {
          port: chromium.port,
          logLevel: 'error',
          output: 'html',
          onlyCategories: ['performance'],
        });
        if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        runs.push(run);
      }
      // a run that could not load the page has no FCP: the median is taken of the others, if any
      const valid = filterToValidRuns(runs.map((candidate) => candidate.lhr));
      const lhr = valid.length > 0 ? computeMedianRun(valid) : runs[0]!.lhr;
      const run = runs.find((candidate) => candidate.lhr === lhr) ?? runs[0]!;
      const scores = runs.map((candidate) =>
        candidate.lhr.runtimeError
          ? `failed: ${candidate.lhr.runtimeError.code}`
          : Math.round((candidate.lhr.categories.performance?.score ?? 0) * 100),
      );
      facts ??= {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      const refused = lhr.runtimeError
        ? `Lighthouse could not load the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
        : undefined;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const summary =
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      const transferred = (type: string) => {
        const bytes = summary.find((row) => row.resourceType === type)?.transferSize;
        return bytes === undefined ? null : bytes / KB;
      };
      const scripts = scriptsOf(lhr);
      const work = mainThreadAfterPaint(
        (run.artifacts.Trace?.traceEvents ?? []) as unknown as readonly TraceEvent[],
      );
      await saveReport(page, run.report);
      const score = lhr.categories.performance?.score;
      const figure = (
        measure: string,
        value: number | null,
        unit: Figure['unit'],
        target: Figure['target'],
      ): Figure => ({
        suite: 'web',
        subject: page.label,
        measure,
        value,
        unit,
        target,
        ...(measure === 'performance score'
          ? { note: refused ?? `median of ${RUNS} runs (scores ${scores.join(', ')})` }
          : {}),
        ...(measure === 'JavaScript transferred' && scripts ? { note: scripts } : {}),
        ...(measure === 'TBT, main thread CPU'
          ? {
              note: work
                ? `${Math.round(work.cpu)} ms of CPU after FCP, longest task ${Math.round(work.longest)} ms`
                : 'the trace has no first paint or no CPU times',
            }
          : {}),
      });
      figures.push(
        figure(
          'performance score',
          typeof score === 'number' ? Math.round(score * 100) : null,
          'score',
          atLeast(100),
        ),
        figure('FCP', audit('first-contentful-paint'), 'ms', null),
        figure('LCP', audit('largest-contentful-paint'), 'ms', atMost(1500)),
        figure('TBT', audit('total-blocking-time'), 'ms', atMost(50)),
        figure('TBT, main thread CPU', work?.blocking ?? null, 'ms', null),
        figure('CLS', audit('cumulative-layout-shift'), '', atMost(0.01)),
        figure('JavaScript transferred', transferred('script'), 'KB', atMost(150)),
        figure('total transferred', transferred('total'), 'KB', atMost(350)),
      );
    }
  } finally {
    await chromium.stop();
  }
  return { figures, facts };
}
