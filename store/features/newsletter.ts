import { useState } from 'react';
import { isFailure, looksLikeEmail, messages } from '../../api';
import { failureText } from '../../machines/effects';
import type { NewsletterFormProps, NewsletterStatus } from '../../ui/storefront/newsletter-form';
import { browserApi } from '../data/api';

/** The server's sentence, else 'Subscription failed. Please try again.'; no answer at all: the network's. */
const failed = { refused: messages.subscriptionFailed, unanswered: messages.networkError };

/**
 * One newsletter box (footer, home, contact) with the real subscribe call: returns the props of ui/'s
 * NewsletterForm. A form with nothing worth a chart, so React state rather than a machine
 * (docs/architecture.md, "How a form travels"): the email, whether it is being sent, and the answer's line.
 * Each box keeps its own, so two boxes on a page do not share a result line.
 */
export function useNewsletter(): Omit<NewsletterFormProps, 'className'> {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const [message, setMessage] = useState<string>();
  const sending = status === 'submitting';

  async function subscribe() {
    setStatus('submitting');
    const answer = await browserApi().newsletterSubscribe({ email: email.trim() });
    if (isFailure(answer)) {
      setStatus('error');
      setMessage(failureText(answer, failed));
      return;
    }
    setEmail('');
    setStatus('success');
    setMessage(messages.subscribed);
  }

  return {
    // before (or without) the page's scripts the box posts to the root route (store/actions/newsletter.ts)
    method: 'post',
    action: '/',
    status,
    message,
    email,
    onEmailChange: (value) => {
      // the box is disabled while the subscription is out
      if (sending) return;
      setEmail(value);
      setStatus('idle');
      setMessage(undefined);
    },
    onSubmit: () => {
      if (!sending && looksLikeEmail(email)) void subscribe();
    },
  };
}
