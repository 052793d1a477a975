import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { Button, CustomerList, EmptyState, Field, FormMessage, Input, OlderPageForm } from '../../ui';
import type { CustomersSearchAnswer } from '../actions/admin-customers';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { customerRowOf, whatCustomersCount } from './customers-view';
import { adminPaths } from './view';

/**
 * /admin/customers: the people who ordered, an account each and a guest each, the latest to order first, fifty
 * at a time. The search posts (it may hold an email or a phone); each customer's page is named by a key that
 * holds neither.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminCustomers({}));
  return answer.ok ? { customers: answer.data.customers, older: answer.data.older } : null;
}

export const meta: MetaFunction = () => ({ title: 'Customers', noindex: true });

function SearchForm({ search, busy }: { search: string; busy: boolean }) {
  return (
    <Form method="post" action={adminPaths.customers} className="flex flex-wrap items-end gap-3">
      <Field
        label="Search"
        hint="A name, an email, a phone or an order's reference"
        className="min-w-0 flex-1 sm:max-w-md"
      >
        <Input name="search" type="search" defaultValue={search} autoComplete="off" />
      </Field>
      <Button type="submit" variant="outline" busy={busy} busyLabel="Searching...">
        Search
      </Button>
      {search && (
        <Button type="submit" variant="ghost" name="intent" value="clear">
          Clear
        </Button>
      )}
    </Form>
  );
}

export function Component() {
  const listed = useLoaderData<typeof loader>();
  const posted = useActionData<CustomersSearchAnswer>();
  const navigation = useNavigation();
  if (!listed) return null;
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.customers;
  const olderAsked = sending && navigation.formData?.has('older');
  const search = posted?.search ?? '';
  const found = posted && 'customers' in posted ? posted : { ...listed, olderPage: false };
  const { customers, older } = found;
  const count = customers.length === 1 ? '1 customer' : `${customers.length} customers`;
  return (
    <>
      <div className="grid gap-2">
        <h1 className="font-display text-display-sm">Customers</h1>
        <p className="max-w-prose text-muted-foreground">{whatCustomersCount}</p>
      </div>
      <SearchForm search={search} busy={sending && !olderAsked} />
      {posted && 'message' in posted && <FormMessage>{posted.message}</FormMessage>}
      <section aria-labelledby="customers-found" className="grid gap-3">
        <h2 id="customers-found" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {count}
          {found.olderPage ? ', earlier' : search ? ' found' : ', the latest to order first'}
          {older ? ', and more' : ''}
        </h2>
        {customers.length > 0 ? (
          <CustomerList customers={customers.map(customerRowOf)} />
        ) : (
          <EmptyState title={search ? 'No customer found' : 'No customers yet'} titleAs="h3">
            {search
              ? 'Nobody has ordered under that name, email, phone or reference. Clear the search to see everyone.'
              : 'Everyone who places an order shows here, with an account or as a guest.'}
          </EmptyState>
        )}
        {older && (
          <OlderPageForm
            action={adminPaths.customers}
            formAs={Form}
            values={{ search }}
            older={older}
            busy={olderAsked}
          >
            More customers
          </OlderPageForm>
        )}
      </section>
    </>
  );
}
