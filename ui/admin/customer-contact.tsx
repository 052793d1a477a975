import { type ComponentProps } from 'react';

import type { AdminCustomerAnswer } from '../../api';
import { deliveryLines } from '../../api/rules/address';
import { DetailRow } from '../checkout/detail-row';
import { cn } from '../lib/cn';

type CustomerContactProps = Omit<ComponentProps<'section'>, 'children'> & {
  customer: Pick<AdminCustomerAnswer['customer'], 'name' | 'email' | 'phone' | 'account' | 'address'>;
};

/** How to reach a customer: their name, their latest delivery address, phone and email, account or guest. */
function CustomerContact({ customer, className, ...props }: CustomerContactProps) {
  return (
    <section
      data-slot="customer-contact"
      aria-label="Contact"
      className={cn(
        'grid content-start gap-3 rounded-xl border border-border bg-card p-5 shadow-card',
        className,
      )}
      {...props}
    >
      <h2 className="font-display text-xl text-foreground">Contact</h2>
      {/* a long street or email breaks where it must rather than widen a phone's page */}
      <address className="grid gap-1 not-italic wrap-anywhere">
        <span className="font-medium">{customer.name}</span>
        {deliveryLines(customer.address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl>
        {customer.phone && (
          <DetailRow term="Phone">
            <a
              href={`tel:${customer.phone.replace(/\s/g, '')}`}
              className="text-primary underline underline-offset-4"
            >
              {customer.phone}
            </a>
          </DetailRow>
        )}
        <DetailRow term="Email">
          <span className="wrap-anywhere">{customer.email || 'None given'}</span>
        </DetailRow>
        <DetailRow term="Account">{customer.account ? 'Shopper account' : 'Guest'}</DetailRow>
      </dl>
    </section>
  );
}

export { CustomerContact, type CustomerContactProps };
