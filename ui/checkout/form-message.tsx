import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Icon } from '../primitives/icon';

const formMessageVariants = cva(
  'flex items-start gap-2 rounded-md px-4 py-3 text-sm [&_svg]:mt-0.5 [&_svg]:size-4',
  {
    variants: {
      tone: {
        danger: 'bg-danger-soft text-danger',
        success: 'bg-success-soft text-success',
      },
    },
    defaultVariants: { tone: 'danger' },
  },
);

type FormMessageProps = ComponentProps<'div'> & VariantProps<typeof formMessageVariants>;

/**
 * A whole form's message ('Please fill in all required fields: City, Phone', 'Password reset email sent
 * successfully!'). A failure is an alert, read at once; a success is a polite status.
 */
function FormMessage({ tone = 'danger', className, children, ...props }: FormMessageProps) {
  return (
    <div
      data-slot="form-message"
      role={tone === 'success' ? 'status' : 'alert'}
      className={cn(formMessageVariants({ tone }), className)}
      {...props}
    >
      <Icon name={tone === 'success' ? 'circle-check' : 'circle-alert'} className="shrink-0" />
      <span>{children}</span>
    </div>
  );
}

/** A result a form shows after it is sent: what happened, and whether it went well. */
type FormResult = { tone: 'success' | 'danger'; text: string };

export { FormMessage, formMessageVariants, type FormMessageProps, type FormResult };
