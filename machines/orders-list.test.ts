import { describe, expect, it } from 'vitest';
import { anAddress } from '../api/test/product';
import { createActor } from 'xstate';
import { type ApiFailure, type Order, shortOrderId } from '../api';
import { ordersListMachine } from './orders-list';
import { fakeCall, notices, settle } from './testing/effects';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage } from './testing/transition-coverage';

const offline: ApiFailure = { success: false, message: 'Network error. Please try again.', status: 0 };

const anOrder = (id: string, date: number, status: Order['status'] = 'pending'): Order => ({
  _id: id,
  date,
  status,
  items: [],
  paymentMethod: 'cod',
  payment: false,
  subtotal: 20000,
  deliveryFee: 1500,
  discount: 0,
  amount: 21500,
  address: anAddress,
});

describe('orders list machine', () => {
  const older = anOrder('order-aaaaaaaa11111111', 1);
  const newer = anOrder('order-bbbbbbbb22222222', 2);

  it('reaches every state through the model', async () => {
    const walk = await walkEveryPath(ordersListMachine, {
      events: [
        { type: 'orders.reload' },
        { type: 'orders.refreshStatus', orderId: older._id },
        { type: 'xstate.done.actor.loadOrders', output: [older, newer] },
        { type: 'xstate.done.actor.loadOrders', output: [] },
        { type: 'xstate.error.actor.loadOrders', error: offline },
        { type: 'xstate.done.actor.refreshOrder', output: { ...older, status: 'shipped' } },
        { type: 'xstate.error.actor.refreshOrder', error: offline },
      ],
    });
    expect(walk.reached).toEqual(statesOf(ordersListMachine));
    await recordCoverage(ordersListMachine, walk);
  });

  function startOrders(load: () => Promise<Order[]>, refresh: () => Promise<Order> = async () => older) {
    const note = notices();
    const loadOrders = fakeCall<Order[], void>(load);
    const refreshOrder = fakeCall<Order, { order: Order }>(refresh);
    const actor = createActor(
      ordersListMachine.provide({
        actions: note.actions,
        actors: { loadOrders: loadOrders.logic, refreshOrder: refreshOrder.logic },
      }),
    ).start();
    return { actor, note, refreshOrder, context: () => actor.getSnapshot().context };
  }

  it('lists orders newest first and refreshes one order’s status', async () => {
    const { actor, context, refreshOrder } = startOrders(
      async () => [older, newer],
      async () => ({ ...older, status: 'shipped' }),
    );
    await settle();
    expect(context().orders.map((o) => shortOrderId(o._id))).toEqual(['#22222222', '#11111111']);
    actor.send({ type: 'orders.refreshStatus', orderId: older._id });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'refreshing' });
    await settle();
    expect(refreshOrder.inputs).toEqual([{ order: older }]);
    expect(context().orders.map((o) => o.status)).toEqual(['pending', 'shipped']);
  });

  it("shows the empty state, or 'Failed to load orders'", async () => {
    const empty = startOrders(async () => []);
    const failed = startOrders(() => Promise.reject(offline));
    await settle();
    expect(empty.actor.getSnapshot().value).toBe('empty');
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.context().message).toBe('Failed to load orders');
  });
});
