import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { NewsletterAnswer, NewsletterRequest } from '../../api';
import { unwrap } from '../../machines/effects';
import { newsletterMachine } from '../../machines/newsletter';
import type { NewsletterFormProps, NewsletterStatus } from '../../ui/storefront/newsletter-form';
import { browserApi } from '../data/api';

const liveNewsletterMachine = () =>
  newsletterMachine.provide({
    actors: {
      subscribe: fromPromise<NewsletterAnswer, NewsletterRequest>(async ({ input, signal }) =>
        unwrap(await browserApi().newsletterSubscribe(input, { signal })),
      ),
    },
  });

/**
 * One newsletter box (footer, home, contact) with the real subscribe call: returns the props of ui/'s
 * NewsletterForm. Each box runs its own machine, so two boxes on a page do not share a result line.
 */
export function useNewsletter(): Omit<NewsletterFormProps, 'className'> {
  const [machine] = useState(liveNewsletterMachine);
  const actor = useActorRef(machine);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const status = useSelector(actor, (snapshot): NewsletterStatus => {
    if (snapshot.matches('submitting')) return 'submitting';
    if (snapshot.matches('subscribed')) return 'success';
    if (snapshot.matches('failed')) return 'error';
    return 'idle';
  });
  return {
    // before (or without) the page's scripts the box posts to the root route (store/actions/newsletter.ts)
    method: 'post',
    action: '/',
    status,
    message: message ?? undefined,
    email,
    onEmailChange: (value) => actor.send({ type: 'newsletter.setEmail', value }),
    onSubmit: () => actor.send({ type: 'newsletter.submit' }),
  };
}
