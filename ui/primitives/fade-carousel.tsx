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
    /** Milliseconds between slides when the carousel runs itself (the hero's: 5000). */
    interval?: number;
    /**
     * Called with true while the carousel should hold still: the pointer is over it, focus is inside it, or the
     * shopper prefers reduced motion. An outside timer (the heroCarousel machine) pauses on it.
     */
    onPausedChange?: (paused: boolean) => void;
  };

/**
 * Slides stacked in one place; the active one fades in over the fade token (1 s). Parts: CarouselSlides (each
 * child a slide) and CarouselDots, plus CarouselPrevious/CarouselNext if wanted.
 *
 * Uncontrolled (no `activeIndex`), it advances itself every `interval` ms. Controlled, it keeps no timer: the owner
 * moves `activeIndex`, hears dot clicks through `onActiveIndexChange` and pauses on `onPausedChange`.
 * Either way it never advances or fades for a shopper who prefers reduced motion.
 */
function FadeCarousel({
  activeIndex,
  defaultIndex,
  onActiveIndexChange,
  interval = 5000,
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
  const selfTimed = activeIndex === undefined;
  const rotating = selfTimed && !paused && state.count > 1;

  const reportPaused = useEffectEvent((value: boolean) => onPausedChange?.(value));
  useEffect(() => reportPaused(paused), [paused]);

  const advance = useEffectEvent(() => state.goTo(state.activeIndex + 1));
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(advance, interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval]);

  // Touch has no hover: a tap would otherwise pause it for good.
  const onPointer = (event: PointerEvent, over: boolean) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <CarouselContext.Provider value={{ kind: 'fade', rotating, ...state }}>
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
