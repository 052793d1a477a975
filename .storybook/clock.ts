import { storyNow } from '../mocks/fixtures/clock';

/**
 * Storybook's clock: every story begins at the mock shop's moment (mocks/fixtures/clock.ts), and time runs on
 * from there while the story plays, so timers and durations behave, and "placed yesterday", the footer's year or
 * today's figures in the admin read the same on any day the story is opened, and in its baseline picture.
 */
const RealDate = Date;
let startedAt = performance.now();

/** Sets the clock back to the mock shop's moment: called before each story. */
export function startTheStoryClock(): void {
  startedAt = performance.now();
}

const now = () => storyNow + Math.floor(performance.now() - startedAt);

class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(now());
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return now();
  }
}

globalThis.Date = StoryDate as DateConstructor;
