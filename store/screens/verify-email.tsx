import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { isFailure } from '../../api';
import { Button, FormMessage, ShopLink } from '../../ui';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';

/**
 * The link mailed at sign-up (/verify-email/:userId/:key): opening it confirms the account's email, and the
 * orders placed with that email without logging in join the account
 * (docs/decisions/050-verified-email-joins-orders.md).
 * The server renders it from its loader, so it works without the page's scripts; opened again, it says the
 * same with none joined. The address is a key, so no request names it and search engines keep out.
 */
export const meta: MetaFunction = () => ({
  title: 'Confirm your email',
  description: 'Confirming the email of your account.',
  noindex: true,
  noreferrer: true,
  canonicalPath: '/account',
});

export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await apiFrom(context).verifyEmail({ userId: params.userId ?? '', key: params.key ?? '' });
  if (!isFailure(answer)) return { joined: answer.joined, message: answer.message };
  // a link that confirms nothing is a page that says so, answered 400; a limit or an outage is the error screen's
  if (answer.status !== 400) orThrow(answer);
  return data({ joined: null, message: answer.message }, { status: 400 });
}

const ordersJoined = (joined: number): string =>
  joined === 0
    ? 'No earlier orders were waiting for this email.'
    : `${joined === 1 ? '1 earlier order' : `${joined} earlier orders`} placed with this email joined your account.`;

function Confirmed({ message, joined }: { message: string; joined: number }) {
  return (
    <div className="mt-8 grid max-w-prose gap-4">
      <FormMessage tone="success">{message}</FormMessage>
      <p className="text-muted-foreground">
        {ordersJoined(joined)} From now on, an order you place with it without logging in joins your account
        when you next log in.
      </p>
      <p>
        <Button asChild>
          <ShopLink href="/orders">My Orders</ShopLink>
        </Button>
      </p>
    </div>
  );
}

/** A link cut short in the mail, or made for an email the account no longer has. */
function WrongLink({ message }: { message: string }) {
  return (
    <div className="mt-8 grid max-w-prose gap-4">
      <FormMessage>{message}</FormMessage>
      <p className="text-muted-foreground">
        Nothing was changed. Your account works as before:{' '}
        <Button asChild variant="link">
          <ShopLink href="/account">go to your account</ShopLink>
        </Button>
        .
      </p>
    </div>
  );
}

export function Component() {
  const { joined, message } = useLoaderData<typeof loader>();
  return (
    <Page title={<span className="uppercase">Your Email</span>}>
      {joined === null ? <WrongLink message={message} /> : <Confirmed message={message} joined={joined} />}
    </Page>
  );
}
