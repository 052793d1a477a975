import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { EmptyState, FigureList, FilterTabs, LowStockList, RankedList, TakingsChart } from '../../ui';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import {
  bestSellerLists,
  paymentMethodFigures,
  takingsBarsOf,
  takingsFigures,
  takingsPeriodOfUrl,
  takingsTabs,
  takingsWords,
} from './takings-view';

/**
 * /admin/business, Takings: the money confirmed as received by day, week or month (`?by=`, plain links), what
 * sold and how shoppers paid over the same time (docs/decisions/058-takings.md). Nothing on it needs scripts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const by = takingsPeriodOfUrl(request.url);
  const answer = adminAnswer(await apiFrom(context).adminBusiness({ by }));
  return answer.ok ? answer.data : null;
}

export const meta: MetaFunction = () => ({ title: 'Takings', noindex: true });

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="font-display text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Component() {
  const business = useLoaderData<typeof loader>();
  if (!business) return null;
  const words = takingsWords(business.by);
  const nothingYet = business.takings === 0 && business.ordersPlaced === 0 && business.refunds === 0;
  const sellers = bestSellerLists(business);
  return (
    <>
      <div className="grid gap-2">
        <h1 className="font-display text-display-sm">Takings</h1>
        <p className="max-w-prose text-muted-foreground">
          Payments confirmed over {words.span}, on the Lagos day each was confirmed. Test payments made on the
          payment sandbox are left out: no money moved.
        </p>
      </div>
      <FilterTabs label="Takings by" tabs={takingsTabs(business.by)} />
      {nothingYet ? (
        <EmptyState title="No sales yet" titleAs="h2">
          No order was placed and no payment came in over {words.span}. Paid orders show here on the day their
          payment is confirmed.
        </EmptyState>
      ) : (
        <>
          <TakingsChart
            title={`Takings by ${business.by}`}
            periodLabel={words.column}
            bars={takingsBarsOf(business)}
          />
          <FigureList figures={takingsFigures(business)} />
          <p className="text-sm text-muted-foreground">
            A paid order later cancelled stays in the takings until its refund is recorded. Orders placed, the
            average order and the best sellers count the orders placed in the time shown, paid or not, less
            those cancelled.
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            {(
              [
                ['best-by-units', 'Best sellers by units', sellers.byUnits],
                ['best-by-naira', 'Best sellers by naira', sellers.byAmount],
              ] as const
            ).map(([id, title, items]) => (
              <Section key={id} id={id} title={title}>
                {items.length > 0 ? (
                  <RankedList items={items} />
                ) : (
                  <p className="text-sm text-muted-foreground">No order was placed in this time.</p>
                )}
              </Section>
            ))}
          </div>
          <Section id="payment-methods" title="How shoppers paid">
            <FigureList figures={paymentMethodFigures(business)} />
          </Section>
        </>
      )}
      <Section id="low-stock" title="Low stock">
        <LowStockList items={business.lowStock.map(({ _id, name, stock }) => ({ id: _id, name, stock }))} />
      </Section>
    </>
  );
}
