import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const sectionHeadingVariants = cva('flex flex-col gap-3', {
  variants: {
    align: {
      start: 'items-start text-left',
      center: 'mx-auto items-center text-center',
    },
  },
  defaultVariants: { align: 'start' },
});

/** The words of a section's heading, as store/content holds them. */
type SectionHeadingText = {
  /** A short line in spaced capitals above the title ('Our story'). */
  eyebrow?: string;
  title: string;
  /** One or two sentences under the title. */
  intro?: string;
};

type SectionHeadingProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof sectionHeadingVariants> &
  SectionHeadingText & {
    /** h1 for a page's first heading (About, Contact), h2 for sections. */
    level?: 1 | 2;
    /** The title's id, for the section's aria-labelledby. */
    titleId?: string;
  };

/** Eyebrow, title and intro: the one way every marketing section opens. */
function SectionHeading({
  eyebrow,
  title,
  intro,
  level = 2,
  titleId,
  align,
  className,
  ...props
}: SectionHeadingProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <div data-slot="section-heading" className={cn(sectionHeadingVariants({ align }), className)} {...props}>
      {eyebrow && (
        <p data-slot="section-eyebrow" className="label-caps text-xs text-accent-text">
          {eyebrow}
        </p>
      )}
      <Title
        id={titleId}
        data-slot="section-title"
        className={cn('font-display text-balance', level === 1 ? 'text-display-lg' : 'text-display-md')}
      >
        {title}
      </Title>
      {intro && (
        <p data-slot="section-intro" className="max-w-prose text-lg text-pretty text-muted-foreground">
          {intro}
        </p>
      )}
    </div>
  );
}

export { SectionHeading, sectionHeadingVariants, type SectionHeadingProps, type SectionHeadingText };
