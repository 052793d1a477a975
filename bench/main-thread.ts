/**
 * What the page's main thread did after its first paint, in CPU time, from the trace of a Lighthouse run.
 *
 * Lighthouse's TBT counts each task's wall-clock time, times 4 (its simulated phone). On a 2-core machine the
 * browser's other threads and processes take the CPU from the page's main thread in the middle of its tasks, so
 * the same page's TBT swings by a factor of two from run to run. The CPU time the main thread itself spent in each
 * task does not depend on that: it is the work the page asks of the phone. Shown beside Lighthouse's figures, it
 * tells a change that made less work from a quieter moment of the machine.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** the thread's CPU time during the event, in microseconds */
  tdur?: number;
  args?: {
    name?: string;
    frame?: string;
    data?: { frames?: { frame: string }[] };
  };
}

export interface MainThreadWork {
  /** CPU time of the main thread's tasks after the first paint, in ms (a task under way at the paint, in part) */
  cpu: number;
  /** the longest of those tasks, in CPU ms */
  longest: number;
  /** TBT as Lighthouse's simulated phone would count these tasks' CPU time: 4x each, less 50 ms */
  blocking: number;
}

/** Lighthouse's simulated phone: a CPU 4 times slower, and a task blocks beyond 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

/**
 * The page's main thread and first paint; null when the trace does not show them. The first paint names the
 * renderer that drew it: the tab's frame may have moved there from the one it started in (about:blank).
 */
function pageOf(events: readonly TraceEvent[]): { pid: number; tid: number; firstPaint: number } | null {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.[0]?.frame;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.args?.frame === frame);
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint?.pid && event.args?.name === 'CrRendererMain',
  );
  return main && paint ? { pid: main.pid, tid: main.tid, firstPaint: paint.ts } : null;
}

/** The main thread's work after the first paint; null when the trace lacks the page, its paint or CPU times. */
export function mainThreadAfterPaint(events: readonly TraceEvent[]): MainThreadWork | null {
  const page = pageOf(events);
  if (!page) return null;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === page.pid &&
      event.tid === page.tid &&
      event.ts + (event.dur ?? 0) > page.firstPaint &&
      event.tdur !== undefined,
  );
  if (tasks.length === 0) return null;
  // as Lighthouse does, a task under way at the first paint counts from the paint on
  const cpu = tasks.map((task) => {
    const end = task.ts + task.dur!;
    return ((task.tdur! / 1000) * (end - Math.max(task.ts, page.firstPaint))) / task.dur!;
  });
  return {
    cpu: cpu.reduce((sum, ms) => sum + ms, 0),
    longest: Math.max(0, ...cpu),
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, ms * SLOWDOWN - BLOCKING_AFTER_MS), 0),
  };
}
