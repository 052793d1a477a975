import type { ReactNode } from 'react';
import { cn } from '../../../ui/lib/cn';

/** A page's width and padding, and its h1 (the heading focus moves to on navigation). */
export function Page({
  title,
  intro,
  className,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-page px-gutter py-10 sm:px-6 lg:py-14', className)}>
      <h1 className="font-display text-display-md text-foreground">{title}</h1>
      {intro && <p className="mt-3 max-w-prose text-lg text-muted-foreground">{intro}</p>}
      {children}
    </div>
  );
}
