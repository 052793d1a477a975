import {
  Children,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';

import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { IconButton } from './icon-button';
import { Icon } from './icon';

/*
 * The parts both carousels share. FadeCarousel (fade-carousel.tsx) and WrapCarousel (wrap-carousel.tsx) own the
 * state and provide it here; CarouselSlides, CarouselDots, CarouselPrevious and CarouselNext read it.
 */

type CarouselKind = 'fade' | 'wrap';

type CarouselContextValue = {
  kind: CarouselKind;
  count: number;
  setCount: (count: number) => void;
  activeIndex: number;
  /** Any index; wraps around both ways (-1 is the last slide). */
  goTo: (index: number) => void;
  /** Whether slides change on their own right now (screen readers are then not told of every change). */
  rotating: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be used inside a FadeCarousel or a WrapCarousel.');
  return context;
}

/** The props both carousels take to be driven from outside (the heroCarousel machine) or left to themselves. */
type CarouselControlProps = {
  /** Controlled: the slide shown. Leave undefined to let the carousel keep its own. */
  activeIndex?: number;
  /** The first slide when uncontrolled. */
  defaultIndex?: number;
  /** Called with the slide the shopper (or the carousel's own timer) asks for. */
  onActiveIndexChange?: (index: number) => void;
};

/** Index state with wrap-around; `count` is reported by CarouselSlides, which knows its children. */
function useCarouselState({ activeIndex, defaultIndex = 0, onActiveIndexChange }: CarouselControlProps) {
  const [count, setCount] = useState(0);
  const [index, setIndex] = useControllableState({
    value: activeIndex,
    defaultValue: defaultIndex,
    onChange: onActiveIndexChange,
  });
  const goTo = (next: number) => {
    if (count > 0) setIndex(((next % count) + count) % count);
  };
  return { count, setCount, activeIndex: count > 0 ? Math.min(index, count - 1) : index, goTo };
}

type CarouselSlidesProps = ComponentProps<'div'> & {
  /** Classes for the wrapper around each slide. */
  slideClassName?: string;
};

/** The slides: each child is one slide. Only the active one is visible, focusable and read. */
function CarouselSlides({ className, slideClassName, children, ...props }: CarouselSlidesProps) {
  const { kind, activeIndex, setCount, rotating } = useCarousel();
  const slides = Children.toArray(children);

  // a transition: as a plain update, after hydrating it would re-render the page at once, one long task on a phone
  useEffect(() => startTransition(() => setCount(slides.length)), [setCount, slides.length]);

  const slideElements = slides.map((slide, index) => {
    const active = index === activeIndex;
    return (
      <div
        key={index}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${slides.length}`}
        aria-hidden={!active || undefined}
        inert={!active}
        data-slot="carousel-slide"
        data-active={active || undefined}
        className={cn(
          kind === 'fade'
            ? 'col-start-1 row-start-1 transition-opacity duration-fade ease-in-out motion-reduce:transition-none'
            : 'w-full shrink-0',
          kind === 'fade' && (active ? 'z-10 opacity-100' : 'opacity-0'),
          slideClassName,
        )}
      >
        {slide}
      </div>
    );
  });

  return (
    <div
      data-slot="carousel-slides"
      aria-live={rotating ? 'off' : 'polite'}
      className={cn(kind === 'fade' ? 'grid' : 'overflow-hidden', className)}
      {...props}
    >
      {kind === 'fade' ? (
        slideElements
      ) : (
        <div
          className="flex transition-transform duration-slow ease-luxe motion-reduce:transition-none"
          style={{ transform: `translateX(-${activeIndex * 100}%)` }}
        >
          {slideElements}
        </div>
      )}
    </div>
  );
}

type CarouselDotsProps = ComponentProps<'div'> & {
  /** The accessible name of one dot; 'Go to slide 2' by default. */
  dotLabel?: (slideNumber: number) => string;
};

/** One dot per slide; the active one is long and gold and marked aria-current. Each is a 44 px target. */
function CarouselDots({
  className,
  dotLabel = (n) => `Go to slide ${n}`,
  'aria-label': label = 'Choose a slide',
  ...props
}: CarouselDotsProps) {
  const { count, activeIndex, goTo } = useCarousel();
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="carousel-dots"
      className={cn('flex items-center justify-center', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => {
        const active = index === activeIndex;
        return (
          <button
            key={index}
            type="button"
            aria-label={dotLabel(index + 1)}
            aria-current={active || undefined}
            onClick={() => goTo(index)}
            data-slot="carousel-dot"
            className="group inline-flex size-touch items-center justify-center rounded-pill"
          >
            <span
              aria-hidden="true"
              className={cn(
                'h-2 rounded-pill transition-all duration-base ease-luxe',
                active ? 'w-6 bg-accent' : 'w-2 bg-foreground/35 group-hover:bg-foreground/60',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

type CarouselStepProps = Omit<ComponentProps<typeof IconButton>, 'label' | 'children'> & {
  label?: string;
  children?: ReactNode;
};

/**
 * One step back or on. The steps, like the dots, show once the carousel has counted its slides, which it does
 * when the page's scripts have run: before, a tap on them could do nothing. They keep their place meanwhile
 * (visibility), so nothing moves.
 */
function CarouselStep({
  by,
  variant = 'outline',
  className,
  ...props
}: Omit<ComponentProps<typeof IconButton>, 'onClick'> & { by: -1 | 1 }) {
  const { count, activeIndex, goTo } = useCarousel();
  return (
    <IconButton
      variant={variant}
      onClick={() => goTo(activeIndex + by)}
      className={cn(count === 0 && 'invisible', className)}
      {...props}
    />
  );
}

function CarouselPrevious({ label = 'Previous slide', children, ...props }: CarouselStepProps) {
  return (
    <CarouselStep data-slot="carousel-previous" by={-1} label={label} {...props}>
      {children ?? <Icon name="chevron-left" />}
    </CarouselStep>
  );
}

function CarouselNext({ label = 'Next slide', children, ...props }: CarouselStepProps) {
  return (
    <CarouselStep data-slot="carousel-next" by={1} label={label} {...props}>
      {children ?? <Icon name="chevron-right" />}
    </CarouselStep>
  );
}

export {
  CarouselContext,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselSlides,
  useCarouselState,
  type CarouselContextValue,
  type CarouselControlProps,
};
