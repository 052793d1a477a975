import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';

type StoryFact = { term: string; detail: string };

type StoryImage = { src: string; alt: string; width: number; height: number };

type StorySectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  paragraphs: readonly string[];
  /** Short facts beside the story ('Blended in' / 'Ibadan, Oyo State'). */
  facts?: readonly StoryFact[];
  image?: StoryImage;
  tone?: 'plain' | 'surface';
};

/** Who the house is, in a few paragraphs, with a picture and a handful of plain facts. */
function StorySection({
  heading,
  paragraphs,
  facts = [],
  image,
  tone,
  className,
  ...props
}: StorySectionProps) {
  return (
    <MarketingSection heading={heading} align="start" tone={tone} className={className} {...props}>
      <div className={cn('grid gap-10', image && 'lg:grid-cols-2 lg:items-start')}>
        <div className="grid gap-5 text-lg leading-relaxed text-pretty">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {facts.length > 0 && (
            <dl
              data-slot="story-facts"
              className="mt-4 grid gap-4 border-t border-border pt-6 sm:grid-cols-3"
            >
              {facts.map((fact) => (
                <div key={fact.term}>
                  <dt className="label-caps text-xs text-muted-foreground">{fact.term}</dt>
                  <dd className="mt-1 font-display text-2xl">{fact.detail}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-xl object-cover shadow-card"
          />
        )}
      </div>
    </MarketingSection>
  );
}

export { StorySection, type StoryFact, type StoryImage, type StorySectionProps };
