import { useRef, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react';

import { cn } from '../lib/cn';
import { CarouselContext, useCarouselState, type CarouselControlProps } from './carousel';

/** How far a finger must travel sideways, in px, to count as a swipe. */
const SWIPE_DISTANCE = 40;

type WrapCarouselProps = Omit<ComponentProps<'section'>, 'aria-label'> &
  CarouselControlProps & {
    /** What the carousel shows, for screen readers ('What our customers say'). */
    'aria-label': string;
  };

/**
 * One slide at a time that slides sideways and wraps around: next after the last is the first. Parts:
 * CarouselSlides (each child a slide), CarouselPrevious, CarouselNext, CarouselDots. The arrow keys work while
 * focus is inside it; a sideways swipe works on touch. It never moves by itself. Controlled or not, like FadeCarousel.
 */
function WrapCarousel({
  activeIndex,
  defaultIndex,
  onActiveIndexChange,
  className,
  children,
  ...props
}: WrapCarouselProps) {
  const state = useCarouselState({ activeIndex, defaultIndex, onActiveIndexChange });
  const swipeStart = useRef<number | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') state.goTo(state.activeIndex - 1);
    else if (event.key === 'ArrowRight') state.goTo(state.activeIndex + 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) state.goTo(state.activeIndex + (distance < 0 ? 1 : -1));
  };

  return (
    <CarouselContext.Provider value={{ kind: 'wrap', rotating: false, ...state }}>
      {/* The arrow keys are the WAI-ARIA carousel's keyboard shortcut; the focusable parts inside receive them. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a labelled <section> is a region */}
      <section
        aria-roledescription="carousel"
        data-slot="wrap-carousel"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        className={cn('relative touch-pan-y', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export { WrapCarousel, type WrapCarouselProps };
