import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

type EmptyStateProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** An icon, e.g. <Icon name="shopping-bag" />; it is decorative. */
  icon?: ReactNode;
  title: ReactNode;
  /** The heading level that fits the page outline; h2 by default. */
  titleAs?: 'h2' | 'h3';
  /** A button or link: what to do next ('Browse Collection'). */
  action?: ReactNode;
};

/** What a list shows when it has nothing: 'Your Cart is Empty', 'No orders yet'. The children are the text. */
function EmptyState({
  icon,
  title,
  titleAs: Title = 'h2',
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16', className)}
      {...props}
    >
      {icon && (
        <span
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="mb-6 flex size-16 items-center justify-center rounded-pill bg-primary-soft text-primary [&_svg]:size-7"
        >
          {icon}
        </span>
      )}
      <Title data-slot="empty-state-title" className="font-display text-display-sm text-foreground">
        {title}
      </Title>
      {children && (
        <div data-slot="empty-state-text" className="mt-3 text-base text-muted-foreground">
          {children}
        </div>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-8">
          {action}
        </div>
      )}
    </section>
  );
}

export { EmptyState, type EmptyStateProps };
