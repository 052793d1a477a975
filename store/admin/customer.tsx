import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AdminOrderList, CustomerContact, FigureList, ShopLink } from '../../ui';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { customerFigures, whatCustomersCount } from './customers-view';
import { adminPaths, orderSummaryOf } from './view';

/**
 * /admin/customers/:key: one customer, named in the address by their account's id or a guest's hash: what they
 * ordered and spent, how to reach them, and each order, linked to its page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminCustomer({ key: params.key ?? '' }));
  return answer.ok ? { customer: answer.data.customer, orders: answer.data.orders } : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data?.customer.name || 'Customer',
  noindex: true,
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { customer, orders } = loaded;
  return (
    <>
      <div className="grid gap-2">
        <ShopLink href={adminPaths.customers} className="text-sm text-primary underline underline-offset-4">
          All customers
        </ShopLink>
        <h1 className="font-display text-display-sm wrap-anywhere">{customer.name || 'No name given'}</h1>
      </div>
      <FigureList figures={customerFigures(customer)} />
      <p className="max-w-prose text-sm text-muted-foreground">{whatCustomersCount}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="customer-orders" className="grid gap-3">
          <h2 id="customer-orders" className="font-display text-xl">
            Orders, newest first
          </h2>
          <AdminOrderList orders={orders.map(orderSummaryOf)} />
        </section>
        <CustomerContact customer={customer} />
      </div>
    </>
  );
}
