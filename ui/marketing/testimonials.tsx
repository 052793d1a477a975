import { type ComponentProps } from 'react';

import { StarRating } from '../primitives/star-rating';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { Icon } from '../primitives/icon';

type Testimonial = {
  quote: string;
  name: string;
  /** Where the customer lives ('Lekki, Lagos'). */
  city: string;
  /** 1 to 5 stars, when the customer gave a rating. */
  rating?: number;
};

type TestimonialsProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  testimonials: readonly Testimonial[];
  tone?: 'plain' | 'surface';
};

/** What customers say, in their words: one column on a phone, three on a desktop. */
function Testimonials({ heading, testimonials, tone, ...props }: TestimonialsProps) {
  return (
    <MarketingSection heading={heading} tone={tone} {...props}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure
              data-slot="testimonial"
              className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-card"
            >
              <Icon name="quote" className="size-8 text-accent" />
              {testimonial.rating !== undefined && <StarRating value={testimonial.rating} size="sm" />}
              <blockquote className="text-lg leading-relaxed text-pretty">{testimonial.quote}</blockquote>
              <figcaption className="mt-auto text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground">, {testimonial.city}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

export { Testimonials, type Testimonial, type TestimonialsProps };
