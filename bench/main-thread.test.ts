import { describe, expect, it } from 'vitest';
import { mainThreadAfterPaint, type TraceEvent } from './main-thread';

const PAGE = { pid: 7, tid: 1 };
const meta: TraceEvent[] = [
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts: 0,
    // the tab starts in about:blank's renderer (3); the page is drawn by another (7)
    args: { data: { frames: [{ frame: 'F1' }] } },
  },
  { name: 'thread_name', ph: 'M', pid: 3, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 7, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 1_000_000, args: { frame: 'F1' } },
];
/** A main-thread task from `ms` (after the trace's start) lasting `wall` ms, of which `cpu` ms on the CPU. */
const task = (ms: number, wall: number, cpu: number, where = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('mainThreadAfterPaint', () => {
  it('counts the CPU time of the page’s main thread after its first paint, as a 4x slower phone would block', () => {
    const work = mainThreadAfterPaint([
      ...meta,
      task(500, 100, 90), // before the paint: not counted
      task(1100, 80, 30), // 30 ms CPU: 120 on the phone, 70 of them blocking
      task(1300, 40, 10), // 10 ms CPU: 40 on the phone, not blocking
      task(1100, 300, 300, { pid: 7, tid: 2 }), // another thread
      task(1100, 300, 300, { pid: 3, tid: 1 }), // about:blank's renderer
    ]);
    expect(work).toEqual({ cpu: 40, longest: 30, blocking: 70 });
  });

  it('counts a task under way at the first paint from the paint on', () => {
    // 100 ms from 950 ms, 60 ms of it CPU: half of it after the paint, 30 ms of CPU, 120 on the phone
    expect(mainThreadAfterPaint([...meta, task(950, 100, 60)])).toEqual({
      cpu: 30,
      longest: 30,
      blocking: 70,
    });
  });

  it('says nothing when the trace has no first paint or no CPU times', () => {
    const tasks = [task(1100, 80, 30)];
    expect(
      mainThreadAfterPaint([...meta, ...tasks].filter((event) => event.name !== 'firstContentfulPaint')),
    ).toBeNull();
    expect(mainThreadAfterPaint([...meta, { ...task(1100, 80, 30), tdur: undefined }])).toBeNull();
  });
});
