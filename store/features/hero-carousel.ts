import { useActorRef, useSelector } from '@xstate/react';
import { HERO_SLIDES, heroCarouselMachine } from '../../machines/hero-carousel';

/**
 * The hero's slide and its controls for ui/'s Hero: the heroCarousel machine keeps the 5000 ms timer, the shop's
 * only one, and the Hero reports hover, focus and reduced motion as pauses. The machine starts in the browser only.
 */
export function useHeroCarousel(count: number = HERO_SLIDES) {
  const actor = useActorRef(heroCarouselMachine, { input: { count } });
  const activeIndex = useSelector(actor, (snapshot) => snapshot.context.slide);
  const rotating = useSelector(actor, (snapshot) => snapshot.matches('playing'));
  return {
    activeIndex,
    rotating,
    onActiveIndexChange: (index: number) => actor.send({ type: 'carousel.goTo', index }),
    onPausedChange: (paused: boolean) => actor.send({ type: paused ? 'carousel.pause' : 'carousel.resume' }),
  };
}
