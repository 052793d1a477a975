import { assertEvent, assign, not, setup } from 'xstate';
import { machineTypes } from './effects';

export const HERO_SLIDES = 3;

export interface CarouselContext {
  slide: number;
  count: number;
  /** the shopper prefers reduced motion: slides change only when asked */
  reducedMotion: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  /** hover or focus inside the carousel */
  | { type: 'carousel.pause' }
  | { type: 'carousel.resume' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** The hero: 3 slides, one more every 5000 ms, wrapping; a dot jumps to its slide. */
export const heroCarouselMachine = setup({
  types: machineTypes<{
    context: CarouselContext;
    events: CarouselEvent;
    input: { count?: number; reducedMotion?: boolean };
  }>(),
  actions: {
    advance: assign({ slide: ({ context }) => wrap(context.slide + 1, context.count) }),
    goBack: assign({ slide: ({ context }) => wrap(context.slide - 1, context.count) }),
    jump: assign({
      slide: ({ context, event }) => {
        assertEvent(event, 'carousel.goTo');
        return wrap(Math.floor(event.index), context.count);
      },
    }),
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: {
    // auto-advance every 5000 ms (the 1 s fade is the ui's)
    slideInterval: 5000,
  },
}).createMachine({
  id: 'heroCarousel',
  context: ({ input }) => ({
    slide: 0,
    count: Math.max(1, input.count ?? HERO_SLIDES),
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: 'prefersReducedMotion', target: 'paused' },
      // every change of slide starts the 5 seconds again
      after: { slideInterval: { target: 'playing', reenter: true, actions: 'advance' } },
      on: {
        'carousel.goTo': { target: 'playing', reenter: true, actions: 'jump' },
        'carousel.next': { target: 'playing', reenter: true, actions: 'advance' },
        'carousel.previous': { target: 'playing', reenter: true, actions: 'goBack' },
        'carousel.pause': 'paused',
      },
    },
    paused: {
      on: {
        'carousel.goTo': { actions: 'jump' },
        'carousel.next': { actions: 'advance' },
        'carousel.previous': { actions: 'goBack' },
        'carousel.resume': { guard: not('prefersReducedMotion'), target: 'playing' },
      },
    },
  },
});
