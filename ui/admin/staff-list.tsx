import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { type FormAs } from './form-as';

type StaffRow = {
  id: string;
  name: string;
  email: string;
  /** 'Owner' or 'Staff' */
  roleLabel: string;
  owner: boolean;
  /** whether their login asks for an authenticator code */
  twoStep: boolean;
  /** the person looking: no Remove beside their own name */
  you: boolean;
};

type StaffListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  people: readonly StaffRow[];
  /** Where each Remove posts (intent=remove and the account's id). */
  action: string;
  /** The id whose Remove is on its way. */
  removing?: string | null;
  formAs?: FormAs;
};

/**
 * Who works in the admin: name, email, role and whether their login asks for a code; a Remove form beside each
 * one but the person looking, which turns them back into a shopper.
 */
function StaffList({
  people,
  action,
  removing = null,
  formAs: Form = 'form',
  className,
  ...props
}: StaffListProps) {
  return (
    <ul data-slot="staff-list" className={cn('grid gap-2', className)} {...props}>
      {people.map((person) => (
        <li
          key={person.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
        >
          <div className="grid min-w-0 gap-1">
            <span className="font-medium text-foreground">
              {person.name}
              {person.you && <span className="text-muted-foreground"> (you)</span>}
            </span>
            <span className="break-all text-sm text-muted-foreground">{person.email}</span>
            <span className="flex flex-wrap gap-2">
              <Badge tone={person.owner ? 'new' : 'info'}>{person.roleLabel}</Badge>
              {person.twoStep && <Badge tone="success">Two-step login</Badge>}
            </span>
          </div>
          {!person.you && (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={person.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                busy={removing === person.id}
                busyLabel="Removing..."
                // while busy the button says 'Removing...' itself
                aria-label={
                  removing === person.id
                    ? undefined
                    : `Remove ${person.name} (${person.email}) from the admin`
                }
              >
                Remove
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

export { StaffList, type StaffListProps, type StaffRow };
