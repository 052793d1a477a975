import {
  useEffect,
  useEffectEvent,
  useState,
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
} from 'react';

import { cn } from '../lib/cn';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { CarouselContext, useCarouselState, type CarouselControlProps } from './carousel';

type FadeCarouselProps = Omit<ComponentProps<'section'>, 'aria-label'> &
  CarouselControlProps & {
    /** What the carousel shows, for screen readers ('Highlights'). */
    'aria-label': string;
    /**
     * The owner's timer turns the slides (the heroCarousel machine's, every 5000 ms): screen readers are not told
     * of each change while it does, only of those the shopper asks for.
     */
    rotating?: boolean;
    /**
     * Called with true while the carousel should hold still: the pointer is over it, focus is inside it, or the
     * shopper prefers reduced motion. The owner's timer pauses on it.
     */
    onPausedChange?: (paused: boolean) => void;
  };

/**
 * Slides stacked in one place; the active one fades in over the fade token (1 s). Parts: CarouselSlides (each
 * child a slide) and CarouselDots, plus CarouselPrevious/CarouselNext if wanted.
 *
 * It keeps no timer: one that turns it by itself is its owner's (the hero's is the heroCarousel machine), which
 * moves `activeIndex`, says it is `rotating`, hears dot clicks through `onActiveIndexChange` and holds still on
 * `onPausedChange`. Left uncontrolled it moves only when asked. A shopper who prefers reduced motion gets no fade.
 */
function FadeCarousel({
  activeIndex,
  defaultIndex,
  onActiveIndexChange,
  rotating = false,
  onPausedChange,
  className,
  children,
  ...props
}: FadeCarouselProps) {
  const state = useCarouselState({ activeIndex, defaultIndex, onActiveIndexChange });
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused || reducedMotion;

  const reportPaused = useEffectEvent((value: boolean) => onPausedChange?.(value));
  useEffect(() => reportPaused(paused), [paused]);

  // Touch has no hover: a tap would otherwise pause it for good.
  const onPointer = (event: PointerEvent, over: boolean) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <CarouselContext.Provider
      value={{ kind: 'fade', rotating: rotating && !paused && state.count > 1, ...state }}
    >
      <section
        aria-roledescription="carousel"
        data-slot="fade-carousel"
        data-paused={paused || undefined}
        onPointerEnter={(event) => onPointer(event, true)}
        onPointerLeave={(event) => onPointer(event, false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export { FadeCarousel, type FadeCarouselProps };
