import { Badge, type BadgeProps } from '../primitives/badge';

type PaymentBadgeProps = Omit<BadgeProps, 'children' | 'tone'> & {
  paid: boolean;
  /** Paid in the shop's built-in payment sandbox: a test payment, no money received. */
  testPayment?: boolean;
};

/** What the owner must know of an order's payment: Paid, Unpaid, or TEST (paid in the sandbox, never to ship). */
function PaymentBadge({ paid, testPayment = false, ...props }: PaymentBadgeProps) {
  if (paid && testPayment)
    return (
      <>
        <Badge tone="warning" {...props}>
          TEST
        </Badge>
        <span className="sr-only">Paid in the payment sandbox: no money received</span>
      </>
    );
  return (
    <Badge tone={paid ? 'success' : 'neutral'} {...props}>
      {paid ? 'Paid' : 'Unpaid'}
    </Badge>
  );
}

export { PaymentBadge, type PaymentBadgeProps };
