import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { SectionHeading, type SectionHeadingText } from './section-heading';

const marketingSectionVariants = cva('py-14 sm:py-20', {
  variants: {
    tone: {
      plain: 'bg-background',
      surface: 'bg-surface',
      inverse: 'surface-inverse',
    },
  },
  defaultVariants: { tone: 'plain' },
});

type MarketingSectionProps = ComponentProps<'section'> &
  VariantProps<typeof marketingSectionVariants> & {
    heading: SectionHeadingText;
    /** Centre the heading (card grids) or keep it at the start (text beside pictures). */
    align?: 'start' | 'center';
    /** 1 when the section opens its page (the About and Contact screens). */
    level?: 1 | 2;
  };

/**
 * The band every marketing section sits in: a full-width background, the page's width and gutters, the shared
 * heading, and the section named by that heading for screen readers. Give it an `id` to make it a link target
 * ('/#academy').
 */
function MarketingSection({
  heading,
  align = 'center',
  level,
  tone,
  className,
  children,
  ...props
}: MarketingSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="marketing-section"
      className={cn(marketingSectionVariants({ tone }), 'scroll-mt-20', className)}
      {...props}
    >
      <div className="mx-auto max-w-page px-gutter sm:px-6 lg:px-8">
        <SectionHeading {...heading} titleId={titleId} align={align} level={level} />
        <div data-slot="marketing-section-body" className="mt-10 sm:mt-12">
          {children}
        </div>
      </div>
    </section>
  );
}

export { MarketingSection, marketingSectionVariants, type MarketingSectionProps };
