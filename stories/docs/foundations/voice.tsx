import { messages } from '../../../api/messages';
import { catalogue } from '../../../mocks/fixtures/catalogue';
import { formatOrderDate, formatPrice, Price, shortOrderId } from '../../../ui';

type Messages = typeof messages;
type MessageKey = keyof Messages;
type WithArguments = {
  [K in MessageKey as Messages[K] extends string ? never : K]: Messages[K] extends (
    ...args: infer A
  ) => string
    ? A
    : never;
};

// What the messages that take words are shown with here; a new one of them fails the type check until it has some.
const sampleArguments: WithArguments = {
  onlyInStock: [2],
  tooManyOfOneItem: [catalogue[0].name, 10],
  selectBeforeAdd: [['Base Scent', 'Side Note']],
  addedToCart: [1, catalogue[0].name],
  keptOffline: [1, catalogue[0].name],
  notAddedOffline: [1, catalogue[0].name],
  fillRequired: [['Phone', 'City']],
  areaNotInState: ['Ibadan North', 'Lagos'],
};

/** A message of api/messages.ts as a shopper reads it. */
function wording(key: MessageKey): string {
  const message = messages[key];
  if (typeof message === 'string') return message;
  const args = (sampleArguments as Record<string, unknown[]>)[key];
  return (message as (...args: unknown[]) => string)(...args);
}

const table = 'sb-unstyled my-4 w-full border-collapse text-left text-sm';
const head = 'border-b border-[#d9d9d9]';
const row = 'border-b border-[#eeeeee] align-baseline';

/** Prices of the mock catalogue, and the odd kobo, through the shop's own formatter. */
export function MoneySamples() {
  const product = catalogue[0];
  const amounts = [
    ...product.variations.sizes.map((size) => ({
      what: `${product.name}, ${size.size}`,
      amount: size.price,
    })),
    { what: `${product.name}, gift-wrapped`, amount: product.variations.wrap.price },
    { what: 'A sum with kobo', amount: 12_500.5 },
    { what: 'Nothing to pay', amount: 0 },
  ];
  return (
    <table className={table}>
      <thead>
        <tr className={head}>
          <th className="py-2 pr-3 font-semibold">What</th>
          <th className="py-2 pr-3 font-semibold">The API’s number</th>
          <th className="py-2 pr-3 font-semibold">
            <code>formatPrice</code>
          </th>
          <th className="py-2 font-semibold">
            <code>&lt;Price&gt;</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {amounts.map(({ what, amount }) => (
          <tr key={what} className={row}>
            <td className="py-2 pr-3">{what}</td>
            <td className="py-2 pr-3">
              <code>{amount}</code>
            </td>
            <td className="py-2 pr-3 tabular-nums">{formatPrice(amount)}</td>
            <td className="py-2">
              <Price amount={amount} />
            </td>
          </tr>
        ))}
        <tr className={row}>
          <td className="py-2 pr-3">Out of stock</td>
          <td className="py-2 pr-3">
            <code>{product.basePrice}</code>
          </td>
          <td className="py-2 pr-3">struck through, and read as unavailable</td>
          <td className="py-2">
            <Price amount={product.basePrice} unavailable />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Moments as the API sends them (ms since 1970), printed as the shop prints an order's day: in Lagos. */
export function DateSamples() {
  const moments = [
    { what: 'An afternoon order', at: Date.UTC(2025, 2, 12, 14, 5) },
    { what: 'Late on 11 March by UTC: already the 12th in Lagos', at: Date.UTC(2025, 2, 11, 23, 30) },
    { what: 'New Year’s Eve, 23:30 UTC', at: Date.UTC(2025, 11, 31, 23, 30) },
  ];
  return (
    <table className={table}>
      <thead>
        <tr className={head}>
          <th className="py-2 pr-3 font-semibold">What</th>
          <th className="py-2 pr-3 font-semibold">The moment, in UTC</th>
          <th className="py-2 font-semibold">
            <code>formatOrderDate</code> (Lagos)
          </th>
        </tr>
      </thead>
      <tbody>
        {moments.map(({ what, at }) => (
          <tr key={what} className={row}>
            <td className="py-2 pr-3">{what}</td>
            <td className="py-2 pr-3">
              <code>{new Date(at).toISOString().replace('.000Z', 'Z')}</code>
            </td>
            <td className="py-2">{formatOrderDate(at)}</td>
          </tr>
        ))}
        <tr className={row}>
          <td className="py-2 pr-3">An order’s reference</td>
          <td className="py-2 pr-3">
            <code>65cc8110c0de5a1b2a535483</code>
          </td>
          <td className="py-2">
            <code>shortOrderId</code>: {shortOrderId('65cc8110c0de5a1b2a535483')}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Some of the shop's messages, word for word, grouped by what they do. */
export function MessageGroup({ keys }: { keys: MessageKey[] }) {
  return (
    <ul className="sb-unstyled my-3 grid gap-2">
      {keys.map((key) => (
        <li key={key} className="flex flex-wrap items-baseline gap-x-3">
          <span className="rounded-md px-2 py-1" style={{ background: '#f6f1e8' }}>
            {wording(key)}
          </span>
          <code className="text-xs opacity-70">messages.{key}</code>
        </li>
      ))}
    </ul>
  );
}

/** Every message of api/messages.ts, so a new screen can reuse one rather than write a near copy. */
export function AllMessages() {
  return (
    <table className={table}>
      <thead>
        <tr className={head}>
          <th className="py-2 pr-3 font-semibold">Key</th>
          <th className="py-2 font-semibold">Words</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(messages) as MessageKey[]).map((key) => (
          <tr key={key} className={row}>
            <td className="py-2 pr-3">
              <code>{key}</code>
            </td>
            <td className="py-2">{wording(key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
