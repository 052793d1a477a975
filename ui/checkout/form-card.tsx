import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ErrorSummary, type ErrorSummaryItem } from '../primitives/error-summary';

type FormCardProps = Omit<ComponentProps<'form'>, 'title' | 'onSubmit'> & {
  title: ReactNode;
  /** The page's main heading on the account screens; h2 where the card sits under another heading. */
  titleAs?: 'h1' | 'h2';
  description?: ReactNode;
  /** Links under the form ('Back to Login', 'Create account'). */
  footer?: ReactNode;
  /** What stops the form, in the error summary at its top (none while it is being sent). */
  errors?: readonly ErrorSummaryItem[];
  /**
   * Called on submit once the page's scripts run; the page does not reload. Before that (or without them)
   * the browser posts the form to its `action`: give it `method="post"` and an action the server handles.
   */
  onSubmit: () => void;
};

/**
 * The card around a short form (login, forgot and reset password, order tracking): heading, fields, links.
 * The browser checks required fields and email type before `onSubmit`, as the shop's forms always did.
 */
function FormCard({
  title,
  titleAs: Title = 'h1',
  description,
  footer,
  errors = [],
  onSubmit,
  className,
  children,
  ...props
}: FormCardProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section
      data-slot="form-card"
      aria-labelledby={titleId}
      className={cn(
        'mx-auto grid w-full max-w-md gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-8',
        className,
      )}
    >
      <header className="grid gap-2">
        <Title id={titleId} className="font-display text-display-sm text-foreground">
          {title}
        </Title>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </header>
      <form method="post" className="grid gap-5" onSubmit={submit} {...props}>
        <ErrorSummary errors={errors} titleAs={Title === 'h1' ? 'h2' : 'h3'} />
        {children}
      </form>
      {footer && (
        <div className="grid justify-items-center gap-1 text-sm text-muted-foreground">{footer}</div>
      )}
    </section>
  );
}

export { FormCard, type FormCardProps };
