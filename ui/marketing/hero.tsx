import { useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { CarouselDots, CarouselSlides } from '../primitives/carousel';
import { FadeCarousel } from '../primitives/fade-carousel';
import { WhatsAppLink } from './whatsapp-link';

/** The hero pictures are 1200 x 675; the size is stated so the page does not jump while the first one loads. */
const HERO_IMAGE = { width: 1200, height: 675 } as const;

type HeroSlide = {
  /** Shown over the slide's left third, which the pictures keep empty ('Nigerian Craftsmanship'). */
  caption: string;
  image: string;
  /** What the picture shows, for screen readers. */
  alt: string;
};

type HeroProps = Omit<ComponentProps<'section'>, 'aria-label' | 'children'> & {
  slides: readonly HeroSlide[];
  /** The spaced line above the headline ('Fragrance is our passion'). */
  eyebrow?: string;
  /** The page's h1. */
  headline: string;
  intro: string;
  /** Where 'Explore Our Perfumes' leads. */
  exploreHref?: string;
  /** The wa.me link behind 'Make Inquiries'. */
  inquiryHref: string;
  /** The slide shown: the heroCarousel machine owns the timing and moves it. */
  activeIndex: number;
  /** A dot was pressed: the slide the shopper asked for. */
  onActiveIndexChange: (index: number) => void;
  /** The machine's timer is turning the slides (screen readers then hear only the changes a shopper asks for). */
  rotating?: boolean;
  /** True while the pointer or focus is on the hero, or the shopper prefers reduced motion: hold the timer. */
  onPausedChange?: (paused: boolean) => void;
};

/**
 * The home page's opening: three fading pictures, each with its caption on the left, under one headline and the
 * two calls to action. Controlled: it never advances by itself. The first picture is the page's largest paint, so
 * it loads first and eagerly; the others wait their turn: a slide's picture is in the page once its slide is shown
 * or next, so a first view fetches two of the three, and the third has the second's five seconds to load. The
 * server's HTML holds the first picture only: the next one joins once the page has come to life, so it does not
 * share the slow connection with the first picture and the page's styles.
 */
function Hero({
  slides,
  eyebrow,
  headline,
  intro,
  exploreHref = '/products',
  inquiryHref,
  activeIndex,
  onActiveIndexChange,
  rotating,
  onPausedChange,
  className,
  ...props
}: HeroProps) {
  // the furthest slide shown so far: a picture, once in the page, stays there (it fades out as the next fades in)
  const [reached, setReached] = useState(activeIndex);
  if (activeIndex > reached) setReached(activeIndex);
  const hydrated = useHydrated();
  const lastInPage = hydrated ? reached + 1 : reached;
  return (
    <FadeCarousel
      aria-label="Highlights of Òórùn"
      activeIndex={activeIndex}
      onActiveIndexChange={onActiveIndexChange}
      rotating={rotating}
      onPausedChange={onPausedChange}
      data-slot="hero"
      className={cn('surface-inverse isolate overflow-hidden bg-aubergine-950', className)}
      {...props}
    >
      <CarouselSlides className="absolute inset-0" slideClassName="relative">
        {slides.map((slide, index) => (
          <div key={slide.image} className="absolute inset-0">
            {index <= lastInPage && (
              <img
                src={slide.image}
                alt={slide.alt}
                width={HERO_IMAGE.width}
                height={HERO_IMAGE.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="size-full object-cover object-[70%_center] lg:object-center"
              />
            )}
            {/* Keeps the ivory words legible over every picture, the pale third one included. */}
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-aubergine-950/75 lg:bg-transparent lg:bg-gradient-to-r lg:from-aubergine-950/90 lg:via-aubergine-950/70 lg:to-transparent"
            />
            <div className="absolute inset-x-0 bottom-16 mx-auto max-w-page px-gutter sm:px-6 lg:px-8">
              <p data-slot="hero-caption" className="flex items-center gap-3 font-display text-display-sm">
                <span aria-hidden="true" className="h-px w-10 bg-accent" />
                {slide.caption}
              </p>
            </div>
          </div>
        ))}
      </CarouselSlides>

      <div className="relative z-20 mx-auto flex min-h-[36rem] max-w-page flex-col justify-center px-gutter pt-16 pb-36 sm:px-6 lg:min-h-[40rem] lg:px-8">
        <div className="max-w-xl">
          {eyebrow && <p className="label-caps text-xs text-accent-text">{eyebrow}</p>}
          <h1 className="mt-3 font-display text-display-xl text-balance">{headline}</h1>
          <p className="mt-5 max-w-prose text-lg text-pretty text-muted-foreground">{intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="secondary" size="lg">
              <ShopLink href={exploreHref}>Explore Our Perfumes</ShopLink>
            </Button>
            <WhatsAppLink
              href={inquiryHref}
              variant="outline"
              size="lg"
              className="border-ivory-100 text-foreground hover:bg-white/10"
            >
              Make Inquiries
            </WhatsAppLink>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-2 z-30 mx-auto max-w-page px-gutter sm:px-6 lg:px-8">
        <CarouselDots className="-ml-3 justify-start" aria-label="Choose a highlight" />
      </div>
    </FadeCarousel>
  );
}

export { Hero, type HeroProps, type HeroSlide };
