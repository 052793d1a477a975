import type { ReactNode } from 'react';
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import {
  DELIVERY_NOTE_MAX,
  deliveryLines,
  describeVariations,
  moneyMethodLabels,
  newOrderSentence,
  ORDER_NOTE_MAX,
  orderSourceLabels,
  shortOrderId,
  whatsAppLink,
  type AdminOrder,
  type OrderMoney,
} from '../../api';
import {
  Button,
  CopyButton,
  DeliveryNoteForm,
  FormMessage,
  Icon,
  MarkPaidForm,
  OrderHistory,
  OrderMoneySummary,
  OrderNoteForm,
  OrderReference,
  OrderStatusForm,
  PaymentBadge,
  RefundForm,
  ShopLink,
  StatusDot,
  Textarea,
  formatOrderDate,
  formatPrice,
} from '../../ui';
import { DetailRow } from '../../ui/checkout/detail-row';
import type { MoneyFormProblem, OrderFormAnswer } from '../actions/admin';
import { apiFrom } from '../data/api';
import { paymentLabelOf, orderStatusView } from '../features/order-view';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import {
  adminPaths,
  historyOf,
  moneyMethodOptions,
  shopperName,
  statusOptions,
  testPaymentWarning,
  whatsAppToShopper,
} from './view';

/**
 * /admin/orders/:orderId: one order with its items, totals, address and phone, payment, status and history; the
 * owner marks a bank transfer paid, changes the status or cancels, notes what the shop should remember, and tells
 * the shopper on WhatsApp.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminOrder({ orderId: params.orderId ?? '' }));
  if (!answer.ok) return null;
  const { order, history, money, customerMessage } = answer.data;
  return { order, history, money, customerMessage: customerMessage ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data ? `Order ${shortOrderId(data.order._id)}` : 'Order',
  noindex: true,
});

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="grid content-start gap-3 rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <h2 className="font-display text-xl text-foreground">{title}</h2>
      {children}
    </section>
  );
}

function Items({ order }: { order: AdminOrder }) {
  return (
    <Block title="Items">
      <ul className="grid divide-y divide-border">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-baseline justify-between gap-4 py-2">
            <span className="grid">
              <span className="text-foreground">
                {item.quantity} × {item.name}
              </span>
              {describeVariations(item.variations) && (
                <span className="text-sm text-muted-foreground">{describeVariations(item.variations)}</span>
              )}
            </span>
            <span className="tabular-nums">{formatPrice(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="border-t border-border">
        <DetailRow term="Subtotal">{formatPrice(order.subtotal)}</DetailRow>
        <DetailRow term="Delivery">{formatPrice(order.deliveryFee)}</DetailRow>
        {order.discount > 0 && <DetailRow term="Online discount">-{formatPrice(order.discount)}</DetailRow>}
        <DetailRow term="Total" className="font-semibold">
          {formatPrice(order.amount)}
        </DetailRow>
      </dl>
    </Block>
  );
}

function Delivery({ order }: { order: AdminOrder }) {
  const { address } = order;
  return (
    <Block title="Delivery">
      {/* a long name, street or email breaks where it must rather than widen a phone's page */}
      <address className="grid gap-1 not-italic wrap-anywhere">
        <span className="font-medium">{shopperName(order)}</span>
        {deliveryLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl>
        <DetailRow term="Phone">
          <a
            href={`tel:${address.phone.replace(/\s/g, '')}`}
            className="text-primary underline underline-offset-4"
          >
            {address.phone}
          </a>
        </DetailRow>
        <DetailRow term="Email">
          <span className="wrap-anywhere">{order.email || 'Not given'}</span>
        </DetailRow>
        <DetailRow term="Account">{accountWords(order)}</DetailRow>
      </dl>
    </Block>
  );
}

/** Whose order it is: a shopper's account, a guest, or one the shop keyed in and from where. */
const accountWords = (order: AdminOrder) => {
  if (order.keyedIn) return `Keyed in by the shop (${orderSourceLabels[order.keyedIn.from]})`;
  return order.account ? 'Shopper account' : 'Guest';
};

/** The sentence the owner reads on the order's page once they keyed it in. */
const placedSentence = (order: AdminOrder) =>
  newOrderSentence(
    shortOrderId(order._id),
    shopperName(order),
    formatPrice(order.amount),
    order.email || null,
  );

/**
 * What to send the customer of an order the shop keyed in: the order, how to pay and its link, to copy, or to
 * open in their WhatsApp chat ready to send.
 */
function MessageForTheCustomer({ order, message }: { order: AdminOrder; message: string }) {
  const href = whatsAppLink(order.address.phone, message);
  return (
    <Block title={`Message for ${order.address.firstName || 'the customer'}`}>
      <Textarea aria-label="The message" readOnly rows={10} value={message} className="font-mono text-sm" />
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild wrap>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            Send on WhatsApp
          </a>
        </Button>
        <CopyButton text={message} label="Copy the message" />
      </div>
    </Block>
  );
}

/** A money form's defaults (the sums the order suggests, or what was refused) and its refusal beside its field. */
function moneyFormState(problem: MoneyFormProblem | null, suggested: number, method: string) {
  const typed = problem?.typed ?? { amount: suggested > 0 ? String(suggested) : '', method, detail: '' };
  const at = problem?.at;
  return {
    defaults: typed,
    errors: problem && at && at !== 'form' ? { [at]: problem.message } : undefined,
    formError: at === 'form' ? problem?.message : undefined,
  };
}

/** What came in and went back, shown once money was recorded by hand or refunded. */
function Money({ money }: { money: OrderMoney }) {
  if (money.payments.length === 0 && money.refunds.length === 0) return null;
  return (
    <Block title="Money">
      <OrderMoneySummary money={money} methodLabels={moneyMethodLabels} />
    </Block>
  );
}

/** The shopper's chat, the message for the order's status typed in: the owner presses send. */
function TellTheShopper({ order }: { order: AdminOrder }) {
  const href = whatsAppToShopper(order);
  if (!href) return null;
  return (
    <Button asChild variant="outline" wrap>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Icon name="message-circle" />
        Tell {order.address.firstName || 'the shopper'} on WhatsApp
      </a>
    </Button>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<OrderFormAnswer>();
  const navigation = useNavigation();
  // keyed in a moment ago (store/actions/admin-new-order.ts): the address says so, with nothing of the customer
  const [search] = useSearchParams();
  if (!loaded) return null;
  const { order, history, money, customerMessage } = loaded;
  const action = adminPaths.order(order._id);
  const sending = navigation.state === 'submitting' && navigation.formAction === action;
  const intent = sending ? navigation.formData?.get('intent') : null;
  const problem = answer && 'form' in answer ? answer : null;
  const moneyProblem = (form: MoneyFormProblem['form']) =>
    (problem?.form === 'paid' || problem?.form === 'refund') && problem.form === form ? problem : null;
  // a paid order cancelled owes the shopper their money: its refund is asked for first
  const refundAsked = order.status === 'cancelled' && money.refundable > 0 && !order.testPayment;
  // money to give back: on a paid order, or a cancelled one that had part payments; a test payment moved none
  const refundable =
    money.refundable > 0 && !order.testPayment && (order.payment || order.status === 'cancelled');
  const refundForm = refundable && (
    <RefundForm
      // a refund kept starts the form afresh from what may still be given back
      key={money.refundable}
      className="print:hidden"
      action={action}
      formAs={Form}
      fields={{ intent: 'refund' }}
      methods={moneyMethodOptions}
      refundable={formatPrice(money.refundable)}
      asked={refundAsked}
      {...moneyFormState(moneyProblem('refund'), money.refundable, 'transfer')}
      busy={intent === 'refund'}
    />
  );
  const status = orderStatusView(order);
  return (
    <>
      <div className="grid gap-3">
        {/* the reference the owner reads back to a shopper, where 1, l and I must differ */}
        <h1 className="font-display text-display-sm">
          Order <OrderReference orderId={order._id} />
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <StatusDot tone={status.tone}>{status.label}</StatusDot>
          <PaymentBadge paid={order.payment} testPayment={order.testPayment} />
          <span>{paymentLabelOf(order)}</span>
          <span>
            Placed <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
          </span>
        </div>
        {order.testPayment && (
          <p className="flex items-start gap-2 rounded-md bg-warning-soft px-4 py-3 text-sm text-warning">
            <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
            {testPaymentWarning}
          </p>
        )}
        {/* the router hands over the answer before the order is read again: the sentence waits for the order */}
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {!answer && search.has('placed') && order.keyedIn && (
          <FormMessage tone="success">{placedSentence(order)}</FormMessage>
        )}
        <div className="flex flex-wrap gap-3 print:hidden">
          <TellTheShopper order={order} />
          <Button asChild variant="outline" wrap>
            <ShopLink href={adminPaths.packingSlip(order._id)}>
              <Icon name="package" />
              Packing slip
            </ShopLink>
          </Button>
          <Button asChild variant="outline" wrap>
            <ShopLink href={adminPaths.invoice(order._id)}>
              <Icon name="banknote" />
              Invoice
            </ShopLink>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-6">
          <Items order={order} />
          <Delivery order={order} />
        </div>
        <div className="grid gap-6">
          {customerMessage && order.status !== 'cancelled' && (
            <MessageForTheCustomer order={order} message={customerMessage} />
          )}
          {refundAsked && refundForm}
          <Money money={money} />
          {!order.payment && order.status !== 'cancelled' && (
            <MarkPaidForm
              // a part payment kept starts the form afresh from what is still owed
              key={money.owed}
              className="print:hidden"
              action={action}
              formAs={Form}
              fields={{ intent: 'paid' }}
              methods={moneyMethodOptions}
              owed={formatPrice(money.owed)}
              // cash at pickup is what a counter order keyed in expects
              {...moneyFormState(
                moneyProblem('paid'),
                money.owed,
                order.keyedIn?.pay === 'cash' ? 'cash' : 'transfer',
              )}
              busy={intent === 'paid'}
            />
          )}
          {order.status !== 'cancelled' && (
            <OrderStatusForm
              // a new status starts the form afresh from it
              key={order.status}
              className="print:hidden"
              action={action}
              formAs={Form}
              fields={{ intent: 'status' }}
              options={statusOptions}
              defaultStatus={problem?.form === 'status' ? problem.status : order.status}
              cancelValue="cancelled"
              error={problem?.form === 'status' ? problem.message : undefined}
              errorAt={problem?.form === 'status' ? problem.at : undefined}
              busy={intent === 'status'}
            />
          )}
          {order.status === 'shipped' && (
            <DeliveryNoteForm
              // a sent note shows as the shopper has it; a refused one as it was typed
              key={order.deliveryNote ?? ''}
              className="print:hidden"
              action={action}
              formAs={Form}
              fields={{ intent: 'delivery' }}
              maxLength={DELIVERY_NOTE_MAX}
              replacing={order.deliveryNote !== undefined}
              defaultNote={problem?.form === 'delivery' ? problem.note : (order.deliveryNote ?? '')}
              error={problem?.form === 'delivery' && problem.at === 'note' ? problem.message : undefined}
              formError={problem?.form === 'delivery' && problem.at === 'form' ? problem.message : undefined}
              busy={intent === 'delivery'}
            />
          )}
          {!refundAsked && refundForm}
          <OrderNoteForm
            // a kept note starts the form empty again; another change leaves a note being typed alone
            key={history.filter((entry) => entry.action === 'order.note').length}
            className="print:hidden"
            action={action}
            formAs={Form}
            fields={{ intent: 'note' }}
            maxLength={ORDER_NOTE_MAX}
            defaultNote={problem?.form === 'note' ? problem.note : ''}
            error={problem?.form === 'note' && problem.at === 'note' ? problem.message : undefined}
            formError={problem?.form === 'note' && problem.at === 'form' ? problem.message : undefined}
            busy={intent === 'note'}
          />
          <Block title="History">
            <OrderHistory entries={historyOf(history)} />
          </Block>
        </div>
      </div>
    </>
  );
}
