import { type ComponentProps } from 'react';

import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';

/** The portraits are 400 x 500; the size is stated so the grid does not jump as they load. */
const PORTRAIT = { width: 400, height: 500 } as const;

type Perfumer = {
  name: string;
  /** Their part in the house ('Founder and head perfumer'). */
  role: string;
  bio: string;
  image: string;
  /** The scent they are proudest of, when there is one ('Ọba Oud'). */
  signature?: string;
};

type PerfumerProfilesProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  perfumers: readonly Perfumer[];
};

/** The people behind the bottles: portrait, name, role, a few lines, and a signature scent. */
function PerfumerProfiles({ heading, perfumers, ...props }: PerfumerProfilesProps) {
  return (
    <MarketingSection heading={heading} tone="surface" {...props}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {perfumers.map((perfumer) => (
          <li key={perfumer.name}>
            <article
              data-slot="perfumer"
              className="flex h-full flex-col overflow-hidden rounded-xl bg-card shadow-card"
            >
              <img
                src={perfumer.image}
                alt={`Portrait of ${perfumer.name}`}
                width={PORTRAIT.width}
                height={PORTRAIT.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h3 className="font-display text-2xl">{perfumer.name}</h3>
                <p className="label-caps text-xs text-accent-text">{perfumer.role}</p>
                <p className="text-pretty text-muted-foreground">{perfumer.bio}</p>
                {perfumer.signature && (
                  <p className="mt-auto pt-2 text-sm">
                    Signature scent: <span className="font-semibold">{perfumer.signature}</span>
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

export { PerfumerProfiles, type Perfumer, type PerfumerProfilesProps };
