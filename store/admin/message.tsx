import type { ReactNode } from 'react';
import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { REPLY_MAX_CHARS, whatsAppLink, type ContactMessage } from '../../api';
import {
  Badge,
  Button,
  FormMessage,
  Icon,
  messageStandings,
  OrderHistory,
  ReplyForm,
  formatOrderDate,
} from '../../ui';
import { DetailRow } from '../../ui/checkout/detail-row';
import type { MessageFormAnswer } from '../actions/admin-inbox';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { messageHistoryOf, standingOf } from './inbox-view';
import { adminPaths } from './view';

/**
 * /admin/messages/:messageId: one contact message, marked read as it opens. The owner replies by mail from here
 * (which marks it answered), or marks it answered after a call or a chat on WhatsApp.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminMessage({ messageId: params.messageId ?? '' }));
  return answer.ok ? { message: answer.data.contactMessage, history: answer.data.history } : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data ? data.message.subject : 'Message',
  noindex: true,
});

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <h2 className="font-display text-xl text-foreground">{title}</h2>
      {children}
    </section>
  );
}

const linkClass = 'text-primary underline underline-offset-4';

/** Who wrote: their email, and their phone to call or to chat with on WhatsApp (a greeting typed in). */
function Sender({ message }: { message: ContactMessage }) {
  const phone = message.phone.trim();
  const firstName = message.name.split(' ')[0] || message.name;
  return (
    <Block title="From">
      <dl>
        <DetailRow term="Name">{message.name}</DetailRow>
        <DetailRow term="Email">
          <span className="break-all">{message.email}</span>
        </DetailRow>
        <DetailRow term="Phone">
          {phone ? (
            <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
              {phone}
            </a>
          ) : (
            'Not given'
          )}
        </DetailRow>
      </dl>
      {phone && (
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline" wrap>
            <a
              href={whatsAppLink(
                phone,
                `Hello ${firstName}, thank you for your message about "${message.subject}".`,
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="message-circle" />
              Chat with {firstName} on WhatsApp
            </a>
          </Button>
          <Button asChild variant="ghost">
            <a href={`tel:${phone.replace(/\s/g, '')}`}>
              <Icon name="phone" />
              Call
            </a>
          </Button>
        </div>
      )}
    </Block>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<MessageFormAnswer>();
  const navigation = useNavigation();
  if (!loaded) return null;
  const { message, history } = loaded;
  const action = adminPaths.message(message._id);
  const sending = navigation.state === 'submitting' && navigation.formAction === action;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const problem = answer && 'form' in answer ? answer : null;
  const standing = messageStandings[standingOf(message)];
  return (
    <>
      <div className="grid gap-3">
        <h1 className="break-words font-display text-display-sm">{message.subject}</h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <Badge tone={standing.tone}>{standing.label}</Badge>
          <span>
            Sent <time dateTime={new Date(message.date).toISOString()}>{formatOrderDate(message.date)}</time>
          </span>
        </div>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {problem?.form === 'answered' && <FormMessage>{problem.message}</FormMessage>}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <Block title="Message">
            <p className="whitespace-pre-line break-words text-foreground">{message.message}</p>
          </Block>
          <ReplyForm
            action={action}
            formAs={Form}
            fields={{ intent: 'reply' }}
            to={message.name}
            maxLength={REPLY_MAX_CHARS}
            defaultReply={problem?.form === 'reply' ? problem.reply : ''}
            error={problem?.form === 'reply' && problem.at === 'reply' ? problem.message : undefined}
            formError={problem?.form === 'reply' && problem.at === 'form' ? problem.message : undefined}
            busy={intent === 'reply'}
          />
        </div>
        <div className="grid gap-6">
          <Sender message={message} />
          {message.answeredAt === null && (
            <Form method="post" action={action} className="grid">
              <input type="hidden" name="intent" value="answered" />
              <Button
                type="submit"
                variant="outline"
                busy={intent === 'answered'}
                busyLabel="Marking answered..."
                className="justify-self-start"
              >
                Mark answered
              </Button>
            </Form>
          )}
          <Block title="History">
            {history.length > 0 ? (
              <OrderHistory entries={messageHistoryOf(history)} />
            ) : (
              <p className="text-sm text-muted-foreground">No reply yet.</p>
            )}
          </Block>
        </div>
      </div>
    </>
  );
}
