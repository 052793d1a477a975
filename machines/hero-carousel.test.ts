import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { heroCarouselMachine } from './hero-carousel';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

describe('hero carousel machine: every state, walked', () => {
  it('reaches every state of the machine through the model', async () => {
    const walk = await walkEveryPath(heroCarouselMachine, {
      input: {},
      paths: 'simple',
      events: [
        { type: 'after.slideInterval' },
        { type: 'carousel.goTo', index: 2 },
        { type: 'carousel.pause' },
        { type: 'carousel.resume' },
      ],
    });
    expect(walk.reached).toEqual(statesOf(heroCarouselMachine));
    await recordCoverage(heroCarouselMachine, walk);
  });
});

function startCarousel(input: { reducedMotion?: boolean } = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(heroCarouselMachine, { input, clock }).start();
  return { actor, clock, slide: () => actor.getSnapshot().context.slide };
}

describe('hero carousel machine', () => {
  it('advances one slide every 5000 ms and wraps from the last to the first', () => {
    const { clock, slide } = startCarousel();
    clock.increment(4999);
    expect(slide()).toBe(0);
    clock.increment(1);
    expect(slide()).toBe(1);
    clock.increment(5000);
    clock.increment(5000);
    expect(slide()).toBe(0);
  });

  it('jumps to a dot and waits a full 5000 ms from there', () => {
    const { actor, clock, slide } = startCarousel();
    clock.increment(4000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    expect(slide()).toBe(2);
    clock.increment(4000);
    expect(slide()).toBe(2);
    clock.increment(1000);
    expect(slide()).toBe(0);
  });

  it('holds still while paused (hover or focus) and moves on after resuming', () => {
    const { actor, clock, slide } = startCarousel();
    actor.send({ type: 'carousel.pause' });
    clock.increment(20_000);
    expect(slide()).toBe(0);
    actor.send({ type: 'carousel.previous' });
    expect(slide()).toBe(2);
    actor.send({ type: 'carousel.resume' });
    clock.increment(5000);
    expect(slide()).toBe(0);
  });

  it('never turns by itself for a shopper who prefers reduced motion', () => {
    const { actor, clock, slide } = startCarousel({ reducedMotion: true });
    actor.send({ type: 'carousel.resume' });
    clock.increment(20_000);
    expect(slide()).toBe(0);
    actor.send({ type: 'carousel.next' });
    expect(slide()).toBe(1);
  });
});
