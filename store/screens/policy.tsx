import { useLocation } from 'react-router-dom';
import type { DeliveryTimes } from '../content/delivery-times';
import { policyAt, type Policy } from '../content/policies';
import type { MetaFunction } from '../seo/route-meta';
import { NotFoundContent } from '../shell/errors';
import { Page } from './parts/page';
import { useShopInfo } from './parts/shop-info';

export const meta: MetaFunction = ({ path }) => {
  const policy = policyAt(path);
  return { title: policy?.title ?? 'Policies', description: policy?.description ?? '' };
};

function PolicyText({ policy, delivery }: { policy: Policy; delivery: DeliveryTimes }) {
  return (
    <article className="mt-6 grid max-w-prose gap-8">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">Last updated {policy.updated}</p>
        <p className="text-lg text-pretty">{policy.intro}</p>
      </div>
      {policy.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="font-display text-2xl">{section.heading}</h2>
          {section.paragraphs
            .map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph(delivery)))
            .map((paragraph) => (
              <p key={paragraph} className="text-pretty text-muted-foreground">
                {paragraph}
              </p>
            ))}
        </section>
      ))}
    </article>
  );
}

/** The privacy notice, the terms of sale and the returns policy (store/content/policies.ts), by the page's path. */
export function Component() {
  const policy = policyAt(useLocation().pathname);
  const { delivery } = useShopInfo();
  if (!policy) return <NotFoundContent />;
  return (
    <Page title={policy.title}>
      <PolicyText policy={policy} delivery={delivery} />
    </Page>
  );
}
