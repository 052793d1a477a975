import { useId, type ComponentProps, type FormEvent } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary } from '../primitives/error-summary';
import { Input } from '../primitives/input';
import { Icon } from '../primitives/icon';

/** The newsletter box's states as this form shows them: idle, submitting, then the result. */
const newsletterStatuses = ['idle', 'submitting', 'success', 'error'] as const satisfies readonly string[];
type NewsletterStatus = (typeof newsletterStatuses)[number];

type NewsletterFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  status: NewsletterStatus;
  /** The result to show: 'Subscription successful! 🎉' or the failure message. */
  message?: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (email: string) => void;
  /** The field's label, read by screen readers (the box shows a placeholder). */
  label?: string;
};

/**
 * The newsletter box, driven by its page (store/features/newsletter.ts). The browser checks the address first
 * (type=email, required), so an empty or malformed address is never sent.
 */
function NewsletterForm({
  status,
  message,
  email,
  onEmailChange,
  onSubmit,
  label = 'Email address',
  className,
  ...props
}: NewsletterFormProps) {
  const inputId = useId();
  const resultId = useId();
  const submitting = status === 'submitting';
  const failed = status === 'error' && Boolean(message);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(email);
  }

  return (
    <form
      method="post"
      data-slot="newsletter-form"
      className={cn('@container grid gap-3', className)}
      onSubmit={submit}
      {...props}
    >
      {/* one box: whatever went wrong, the box is where to put it right, so the message links to it */}
      <ErrorSummary titleAs="h3" errors={failed ? [{ text: message, fieldId: inputId }] : []} />
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 @sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          disabled={submitting}
          aria-describedby={message ? resultId : undefined}
          aria-invalid={failed || undefined}
          onChange={(event) => onEmailChange(event.target.value)}
          className="@sm:flex-1"
        />
        <Button type="submit" variant="secondary" busy={submitting} busyLabel="Subscribing...">
          Subscribe
        </Button>
      </div>
      {/* A status region exists from the start so the success message is announced when it appears. */}
      <p id={status === 'success' ? resultId : undefined} role="status" className="text-sm empty:hidden">
        {status === 'success' && message && (
          <span className="inline-flex items-start gap-1.5">
            <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" />
            {message}
          </span>
        )}
      </p>
      {failed && (
        <p id={resultId} className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </form>
  );
}

export { NewsletterForm, newsletterStatuses, type NewsletterFormProps, type NewsletterStatus };
