import { Form, useActionData, useNavigation } from 'react-router-dom';
import { DELIVERY_NOTE_MAX, type AdminOrder } from '../../api';
import { Button, Field, FormMessage, Icon, Input, ToShipList } from '../../ui';
import type { ShipAnswer } from '../actions/admin';
import { adminPaths, toShipOf } from './view';

/**
 * Packing day on the orders page filtered to the orders to ship: what each parcel holds and where it goes, a box
 * to choose each, and what to do with the chosen: print their packing slips or invoices (a plain link of ids,
 * so it works before the scripts and in a new tab), then mark them shipped in one post, with one delivery note
 * for all their shoppers when one rider takes them.
 */
export function ToShipForm({ orders }: { orders: readonly AdminOrder[] }) {
  const answer = useActionData<ShipAnswer>();
  const navigation = useNavigation();
  const shipping =
    navigation.state === 'submitting' &&
    navigation.formAction === adminPaths.toShip &&
    navigation.formData?.get('intent') === 'ship';
  const problem = answer && 'shipProblem' in answer ? answer : null;
  return (
    // posted to the to-ship address, so the page the router shows after it is the to-ship list again
    <Form method="post" action={adminPaths.toShip} aria-label="Orders to ship" className="grid gap-3">
      {problem && problem.at !== 'note' && !shipping && <FormMessage>{problem.shipProblem}</FormMessage>}
      <p className="text-sm text-muted-foreground">
        Tick orders, then print their packing slips or invoices, or mark them shipped: each shopper is told by
        mail.
      </p>
      <ToShipList name="order" orders={orders.map(toShipOf)} chosen={problem?.chosen} />
      <Field
        label="Delivery note for the chosen (optional)"
        hint={`Sent to each of their shoppers as they are marked shipped: the rider's name and phone. At most ${DELIVERY_NOTE_MAX} characters.`}
        error={problem?.at === 'note' ? problem.shipProblem : undefined}
        className="max-w-xl"
      >
        <Input name="note" defaultValue={problem?.note ?? ''} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="ship" busy={shipping} busyLabel="Marking shipped...">
          <Icon name="truck" />
          Mark shipped
        </Button>
        <Button type="submit" variant="outline" formMethod="get" formAction={adminPaths.packingSlips}>
          <Icon name="package" />
          Print packing slips
        </Button>
        <Button type="submit" variant="outline" formMethod="get" formAction={adminPaths.invoices}>
          <Icon name="banknote" />
          Print invoices
        </Button>
      </div>
    </Form>
  );
}
