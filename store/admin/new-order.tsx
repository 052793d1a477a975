import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import {
  cartItemKey,
  choicesOf,
  deliveryAreas,
  deliveryRule,
  describeVariations,
  isOnlinePayment,
  keyedInPaymentLabels,
  keyedInPayments,
  nigerianStates,
  orderSourceLabels,
  orderSources,
  unitPrice,
  type Product,
  type PublicShopConfig,
} from '../../api';
import { NewOrderForm, formatPrice, type NativeSelectOption, type RadioOption } from '../../ui';
import { emptyDraft, type NewOrderAnswer } from '../actions/admin-new-order';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { adminPaths } from './view';

/**
 * /admin/orders/new: an order keyed in for a customer who asked on WhatsApp, on the phone or at the counter
 * (docs/decisions/060-orders-keyed-in.md). Every perfume the shop can sell now, with each set of its options, is
 * one choice of a plain select, so the form works on any phone before its scripts.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const [products, config] = await Promise.all([api.productList(), api.config()]);
  return {
    products: orThrow(products).products,
    config: orThrow(config).config,
    // the form's own mark: sent twice (a double tap, a retried post), it places one order
    attempt: crypto.randomUUID(),
  };
}

export const meta: MetaFunction = () => ({ title: 'Key in an order', noindex: true });

/** Each perfume in stock with each set of its options, priced, and how many are left when the shop counts. */
export function perfumeChoices(products: readonly Product[]): NativeSelectOption[] {
  return products
    .filter((product) => product.inStock && product.stock !== 0)
    .flatMap((product) =>
      choicesOf(product).map((chosen) => ({
        value: cartItemKey(product._id, chosen),
        label: [
          product.name,
          describeVariations(chosen),
          formatPrice(unitPrice(product, chosen)),
          product.stock === undefined ? '' : `${product.stock} left`,
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    );
}

const paymentDescriptions = {
  transfer: 'The bank details go to the customer; the order holds its stock as a transfer order does',
  cash: 'Paid at the counter: the order holds its stock until it is collected or cancelled',
  card: 'The customer gets a link to pay by card',
} as const;

/** How the customer may pay: a card link only while the shop takes cards. */
function paymentChoices(config: PublicShopConfig): RadioOption[] {
  const cards = config.payments.some((option) => option.enabled && isOnlinePayment(option.method));
  return keyedInPayments
    .filter((pay) => pay !== 'card' || cards)
    .map((pay) => ({ value: pay, label: keyedInPaymentLabels[pay], description: paymentDescriptions[pay] }));
}

const sourceChoices: RadioOption[] = orderSources.map((from) => ({
  value: from,
  label: orderSourceLabels[from],
}));

export function Component() {
  const { products, config, attempt } = useLoaderData<typeof loader>();
  const refused = useActionData<NewOrderAnswer>();
  const navigation = useNavigation();
  const action = adminPaths.newOrder;
  const busy = navigation.state === 'submitting' && navigation.formAction === action;
  return (
    <>
      <div className="grid gap-2">
        <h1 className="font-display text-display-sm">Key in an order</h1>
        <p className="text-muted-foreground">
          For a customer who asked on WhatsApp, on the phone or in the shop. The shop prices it, takes its
          stock and charges delivery as the checkout does.
        </p>
      </div>
      <NewOrderForm
        // a refused form comes back as it was typed; a new one starts empty
        key={refused ? 'refused' : 'new'}
        action={action}
        formAs={Form}
        fields={{ attempt }}
        perfumes={perfumeChoices(products)}
        sources={sourceChoices}
        payments={paymentChoices(config)}
        choices={{ state: nigerianStates, area: deliveryAreas('', config.delivery) }}
        feeRule={deliveryRule(config.delivery)}
        draft={refused?.draft ?? emptyDraft}
        errors={refused?.errors}
        formError={refused && Object.keys(refused.errors).length === 0 ? refused.message : undefined}
        busy={busy}
      />
    </>
  );
}
