import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { Price } from '../primitives/price';
import { CopyButton, type CopyButtonProps } from './copy-button';
import { DetailRow } from './detail-row';
import { FormMessage } from './form-message';
import { BlockHeading } from './block-heading';
import { Icon } from '../primitives/icon';

type BankTransferDetailsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** api config `bankTransfer`. */
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** The shop has not set its bank details: these are a demo's, and the box says so before anything else. */
  demo?: boolean;
  /** What to send, in naira (the order's amount). */
  amount: number;
  /** A wa.me link to the shop, with the order id in the text. */
  whatsappHref: string;
  /** Shown as the payment reference ('#2a535483'). */
  orderReference?: ReactNode;
  title?: ReactNode;
  /** How the account number is copied; the system clipboard by default. */
  copy?: CopyButtonProps['copy'];
};

/**
 * After a pay-before-delivery order: where to send the money and how to prove it. The order is held (pending,
 * unpaid) until the shop confirms the transfer (docs/decisions/027-order-statuses.md).
 */
function BankTransferDetails({
  bankName,
  accountName,
  accountNumber,
  demo = false,
  amount,
  whatsappHref,
  orderReference,
  title = 'PAY BY BANK TRANSFER',
  copy,
  className,
  ...props
}: BankTransferDetailsProps) {
  return (
    <section
      data-slot="bank-transfer-details"
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6', className)}
      {...props}
    >
      <BlockHeading>{title}</BlockHeading>
      {demo && (
        <FormMessage>
          This is a demo shop: the bank details below are an example. Do not send money to them.
        </FormMessage>
      )}
      <p className="text-sm text-muted-foreground">
        Transfer the amount below. We process your order as soon as the payment is confirmed.
      </p>
      <dl className="divide-y divide-border">
        <DetailRow term="Bank">{bankName}</DetailRow>
        <DetailRow term="Account name">{accountName}</DetailRow>
        <DetailRow term="Account number">
          <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            <span className="font-semibold tracking-wider tabular-nums">{accountNumber}</span>
            <CopyButton text={accountNumber} label="Copy account number" copy={copy} />
          </span>
        </DetailRow>
        {orderReference && <DetailRow term="Reference">{orderReference}</DetailRow>}
        <DetailRow term="Amount">
          <Price amount={amount} size="lg" />
        </DetailRow>
      </dl>
      <Button
        asChild
        variant="secondary"
        fullWidth
        className="h-auto min-h-12 py-3 text-center whitespace-normal"
      >
        <a href={whatsappHref} target="_blank" rel="noreferrer">
          <Icon name="message-circle" />
          Send your proof of payment on WhatsApp
        </a>
      </Button>
    </section>
  );
}

export { BankTransferDetails, type BankTransferDetailsProps };
