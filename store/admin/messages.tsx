import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ContactMessageList, EmptyState, FilterTabs } from '../../ui';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { messageFilterOf, messageSummaryOf, messageTabs } from './inbox-view';

/**
 * /admin/messages: the contact page's messages, newest first: new, to answer, answered. Each opens by its id;
 * the sender's email and phone never ride in an address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const show = messageFilterOf(request.url);
  const answer = adminAnswer(await apiFrom(context).adminMessages({ show }));
  return answer.ok ? { show, messages: answer.data.contactMessages } : null;
}

export const meta: MetaFunction = () => ({ title: 'Messages', noindex: true });

const emptyWords = {
  all: 'Nobody has written from the contact page yet.',
  new: 'Every message has been opened.',
  toAnswer: 'Every opened message is answered.',
  answered: 'No message is answered yet.',
} as const;

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { show, messages } = loaded;
  return (
    <>
      <h1 className="font-display text-display-sm">Messages</h1>
      <FilterTabs label="Which messages" tabs={messageTabs(show)} />
      <section aria-labelledby="messages-found" className="grid gap-3">
        <h2 id="messages-found" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first
        </h2>
        {messages.length > 0 ? (
          <ContactMessageList messages={messages.map(messageSummaryOf)} />
        ) : (
          <EmptyState title="No messages here" titleAs="h3">
            {emptyWords[show]}
          </EmptyState>
        )}
      </section>
    </>
  );
}
