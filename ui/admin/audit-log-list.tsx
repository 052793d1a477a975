import { type ComponentProps } from 'react';

import { formatDateTime } from '../../api/rules/dates';
import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';

type AuditLogLine = {
  /** ms since epoch */
  at: number;
  /** who did it: an email, or 'cli' */
  who: string;
  /** what was done, as a sentence ('Marked paid (transfer GTB-0042)') */
  what: string;
  /** what it was done to ('Order #2a535483'), and its page when it has one */
  target: string;
  href?: string | null;
};

type AuditLogListProps = Omit<ComponentProps<'ol'>, 'children'> & { lines: readonly AuditLogLine[] };

/** The audit log, newest first: what was done to what, when, and by whom. */
function AuditLogList({ lines, className, ...props }: AuditLogListProps) {
  if (lines.length === 0)
    return <p className="text-sm text-muted-foreground">No change matches these filters.</p>;
  return (
    <ol data-slot="audit-log-list" className={cn('grid gap-2', className)} {...props}>
      {lines.map((line, index) => (
        <li
          key={`${line.at}-${index}`}
          className="grid gap-1 rounded-lg border border-border bg-card p-4 text-sm"
        >
          <span className="text-foreground">
            {line.href ? (
              <ShopLink href={line.href} className="font-medium text-primary underline underline-offset-4">
                {line.target}
              </ShopLink>
            ) : (
              <span className="font-medium">{line.target}</span>
            )}
            : {line.what}
          </span>
          <span className="break-all text-muted-foreground">
            <time dateTime={new Date(line.at).toISOString()}>{formatDateTime(line.at)}</time> by {line.who}
          </span>
        </li>
      ))}
    </ol>
  );
}

export { AuditLogList, type AuditLogLine, type AuditLogListProps };
