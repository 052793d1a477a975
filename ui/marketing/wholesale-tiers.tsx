import { cva } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { Price } from '../primitives/price';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { WhatsAppLink } from './whatsapp-link';
import { Icon } from '../primitives/icon';

/** A wholesale partnership tier: name, minimum order, discount, features. */
type WholesaleTier = {
  name: string;
  /** The smallest order, in naira, that earns the tier. */
  minimumOrder: number;
  /** Percent off the shop price: 5 means 5%. */
  discount: number;
  features: readonly string[];
  /** The tier the shop recommends: drawn raised, with a 'Recommended' tag. */
  featured?: boolean;
};

const tierCardVariants = cva('flex flex-col gap-6 rounded-xl border p-6 sm:p-8', {
  variants: {
    featured: {
      true: 'surface-inverse border-accent shadow-lift',
      false: 'border-border bg-card shadow-card',
    },
  },
  defaultVariants: { featured: false },
});

type WholesaleTiersProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  tiers: readonly WholesaleTier[];
  /** The wa.me link that opens a chat about joining this tier. */
  joinHref: (tier: WholesaleTier) => string;
  /** The tag on the featured tier. */
  featuredLabel?: string;
};

function TierCard({
  tier,
  joinHref,
  featuredLabel,
}: {
  tier: WholesaleTier;
  joinHref: string;
  featuredLabel: string;
}) {
  const featured = tier.featured ?? false;
  return (
    <article data-slot="wholesale-tier" className={tierCardVariants({ featured })}>
      <header className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-display text-display-sm">{tier.name}</h3>
          {featured && <Badge tone="bestseller">{featuredLabel}</Badge>}
        </div>
        <p className="font-display text-display-lg text-accent-text">{tier.discount}% off</p>
        <p className="text-muted-foreground">
          Orders from <Price amount={tier.minimumOrder} className="text-foreground" />
        </p>
      </header>
      <ul className="grid gap-2 border-t border-border pt-6">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon
              name="check"
              className={cn('mt-1 size-4 shrink-0', featured ? 'text-accent' : 'text-success')}
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <WhatsAppLink
        href={joinHref}
        variant={featured ? 'secondary' : 'primary'}
        className="mt-auto"
        fullWidth
      >
        Join on WhatsApp<span className="sr-only"> as a {tier.name} partner</span>
      </WhatsAppLink>
    </article>
  );
}

/** Wholesale partnership: the tiers by minimum order and discount, each joined through WhatsApp. */
function WholesaleTiers({
  heading,
  tiers,
  joinHref,
  featuredLabel = 'Recommended',
  ...props
}: WholesaleTiersProps) {
  return (
    <MarketingSection heading={heading} {...props}>
      <div className="grid items-stretch gap-6 lg:grid-cols-3">
        {tiers.map((tier) => (
          <TierCard key={tier.name} tier={tier} joinHref={joinHref(tier)} featuredLabel={featuredLabel} />
        ))}
      </div>
    </MarketingSection>
  );
}

export { WholesaleTiers, type WholesaleTier, type WholesaleTiersProps };
