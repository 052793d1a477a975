import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Icon } from '../primitives/icon';

type WhatsAppLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> &
  Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'fullWidth'> & {
    /** A wa.me link with the prefilled message (store/content/whatsapp.ts builds it). */
    href: string;
  };

/**
 * A button-looking link that opens a WhatsApp chat with the shop in a new tab. Enrolment, wholesale, workshop
 * bookings and inquiries all happen there, not in the shop.
 */
function WhatsAppLink({
  href,
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
  children,
  ...props
}: WhatsAppLinkProps) {
  return (
    <Button asChild variant={variant} size={size} fullWidth={fullWidth} className={cn(className)}>
      <a href={href} target="_blank" rel="noopener noreferrer" data-slot="whatsapp-link" {...props}>
        <Icon name="message-circle" />
        {children}
        <span className="sr-only"> (opens WhatsApp in a new tab)</span>
      </a>
    </Button>
  );
}

export { WhatsAppLink, type WhatsAppLinkProps };
