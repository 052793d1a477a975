import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { NEWEST_SUBSCRIBERS } from '../../api';
import { Button, EmptyState, Icon, SubscriberList } from '../../ui';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { adminPaths } from './view';

/**
 * /admin/subscribers: how many signed up for the newsletter in the footer, the newest few, and the whole list
 * as a CSV file for the mailing tool (a plain link: the server makes the file, for staff only).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminSubscribers());
  return answer.ok ? { count: answer.data.count, newest: answer.data.newest } : null;
}

export const meta: MetaFunction = () => ({ title: 'Subscribers', noindex: true });

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { count, newest } = loaded;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Newsletter subscribers</h1>
        <p data-slot="subscriber-count" className="text-muted-foreground">
          {count === 1 ? '1 subscriber' : `${count} subscribers`}
        </p>
        {count > 0 && (
          <Button asChild variant="outline" className="justify-self-start">
            {/* a file, not a page: the browser downloads it, the router keeps out of it */}
            <a href={adminPaths.subscribersCsv} download>
              <Icon name="download" />
              Download CSV
            </a>
          </Button>
        )}
      </div>
      {count > 0 ? (
        <section aria-labelledby="newest-subscribers" className="grid gap-3">
          <h2 id="newest-subscribers" className="text-sm font-medium text-muted-foreground">
            {count > NEWEST_SUBSCRIBERS ? `The newest ${NEWEST_SUBSCRIBERS}` : 'Newest first'}
          </h2>
          <SubscriberList subscribers={newest} />
        </section>
      ) : (
        <EmptyState title="No subscribers yet" titleAs="h2">
          Shoppers sign up with the newsletter box at the foot of every page.
        </EmptyState>
      )}
    </>
  );
}
