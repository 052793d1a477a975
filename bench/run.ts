/**
 * `npm run bench [-- web|pages|api]`: measures the production server and prints every figure beside its target
 * (bench/README.md). It reports; it never fails on a slow machine: the exit code is 1 only when a suite
 * could not run at all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, callFigures, measureCalls, prepareCalls, preparePages, type OrderLine } from './api';
import { measureFreshness } from './freshness';
import { ROOT } from './processes';
import { formatTable, machineFacts, writeResults, type Figure } from './report';
import { buildIfStale, startShop, type ShopProcess } from './shop';
import { checkStock, stockOrderProduct } from './stock';
import { measureOffline } from './offline';
import { measureReadiness } from './readiness';
import { RUNS, measurePages, webPages, type LighthouseFacts } from './web';

const SUITES = ['web', 'pages', 'api'] as const;
type Suite = (typeof SUITES)[number];

function chosenSuites(args: readonly string[]): Suite[] {
  const unknown = args.filter((arg) => !SUITES.includes(arg as Suite));
  if (unknown.length > 0) {
    console.error(`Unknown suite '${unknown.join(' ')}'. Use: npm run bench [-- web|pages|api]`);
    process.exit(2);
  }
  return args.length > 0 ? (args as Suite[]) : [...SUITES];
}

function secondsFromEnv(): number {
  const seconds = Number(process.env.BENCH_SECONDS?.trim() || 10);
  if (!Number.isFinite(seconds) || seconds < 1) {
    console.error(
      `BENCH_SECONDS must be a number of seconds, at least 1 (got '${process.env.BENCH_SECONDS}')`,
    );
    process.exit(2);
  }
  return Math.round(seconds);
}

const log = (line: string) => console.log(`bench: ${line}`);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

const suites = chosenSuites(process.argv.slice(2));
const seconds = secondsFromEnv();
const machine = machineFacts();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
const figures: Figure[] = [];
const problems: string[] = [];
let lighthouseFacts: LighthouseFacts | null = null;

// the pages are server-rendered from the build, as Lighthouse's are
const needsBuild = suites.includes('web') || suites.includes('pages');
let built = false;
if (needsBuild) {
  const build = await buildIfStale(log);
  if (build.problem) problems.push(`web: ${build.problem}`);
  built = build.built;
}
const canRunWeb = built && suites.includes('web');
const canRunPages = built && suites.includes('pages');

/** The ordered product gets its stock from the shop owner's CLI, which needs the database to itself: before the server starts. */
async function prepareAndStart(): Promise<{ shop: ShopProcess; orderLine: OrderLine | null } | null> {
  try {
    const orderLine = suites.includes('api') ? await stockOrderProduct(workDir) : null;
    log('starting the production server (NODE_ENV=production, PGlite in a temporary DATA_DIR)');
    return { shop: await startShop(workDir), orderLine };
  } catch (error) {
    problems.push(`the shop server could not start: ${describe(error)}`);
    return null;
  }
}

const started = await prepareAndStart();
const orderLine = started?.orderLine ?? null;
const shop = started?.shop ?? null;
let orderSuccesses: number | null = null;

if (shop) {
  try {
    if (canRunWeb) {
      try {
        const pages = await webPages(shop.url);
        const measured = await measurePages(shop.url, pages, log);
        figures.push(...measured.figures);
        lighthouseFacts = measured.facts;
        figures.push(...(await measureReadiness(shop.url, pages, RUNS, log)));
        const productPage = pages.at(-1)?.path;
        if (productPage) figures.push(...(await measureOffline(shop.url, productPage, log)));
      } catch (error) {
        problems.push(`web: ${describe(error)}`);
      }
    }
    if (canRunPages) {
      try {
        const pages = await preparePages(shop.url);
        const measured = await measureCalls(shop.url, pages, seconds, workDir, log);
        figures.push(...measured.flatMap(callFigures));
        const productPage = pages.at(-1)?.path;
        if (productPage) figures.push(...(await measureFreshness(shop.url, productPage)));
      } catch (error) {
        problems.push(`pages: ${describe(error)}`);
      }
    }
    if (orderLine) {
      try {
        const calls = await prepareCalls(shop.url, orderLine);
        const measured = await measureCalls(shop.url, calls, seconds, workDir, log);
        figures.push(...measured.flatMap(callFigures));
        orderSuccesses = measured.find((m) => m.call.name === 'placeOrder')?.shopSuccesses ?? null;
      } catch (error) {
        problems.push(`api: ${describe(error)}`);
      }
    }
  } finally {
    log('stopping the server (SIGTERM to its process)');
    await shop.stop();
  }
}

if (orderLine && orderSuccesses !== null) {
  try {
    figures.push(...(await checkStock(workDir, orderLine, orderSuccesses)));
  } catch (error) {
    problems.push(`api: the stock check could not run: ${describe(error)}`);
  }
}

const resultsFile = path.join(ROOT, 'bench', 'results.json');
await writeResults(resultsFile, {
  machine,
  settings: { suites, seconds, connections: CONNECTIONS, lighthouse: lighthouseFacts },
  figures,
  problems,
});

const facts = [
  `${machine.cores} cores (${machine.cpu}), Node ${machine.node}, load average ${machine.loadAverage.join(' ')}`,
  ...(suites.includes('api') ? [`autocannon ${CONNECTIONS} connections × ${seconds} s`] : []),
  ...(suites.includes('pages') ? [`pages at 20 and ${CONNECTIONS} connections × ${seconds} s`] : []),
  ...(lighthouseFacts
    ? [`Lighthouse ${lighthouseFacts.lighthouseVersion}, benchmark index ${lighthouseFacts.benchmarkIndex}`]
    : []),
];
console.log(`\n${facts.join('; ')}\n`);
console.log(formatTable(figures));
for (const problem of problems) console.error(`\n✗ ${problem}`);
console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile) || resultsFile}.`);

const ranNothing = suites.some((suite) => !figures.some((figure) => figure.suite === suite));
if (ranNothing) console.error(`The server's log and data are kept in ${workDir}.`);
else await rm(workDir, { recursive: true, force: true });
process.exit(ranNothing ? 1 : 0);
