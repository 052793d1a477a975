import { assertEvent, assign, setup } from 'xstate';
import { type Order, messages } from '../api';
import { type Notice, failureMessage, notProvided, machineTypes } from './effects';

export interface OrdersListContext {
  orders: Order[];
  message: string | null;
  /** the order whose status is being refreshed */
  refreshing: string | null;
}

export type OrdersListEvent = { type: 'orders.reload' } | { type: 'orders.refreshStatus'; orderId: string };

/** The order being refreshed: `isListed` let only a listed order's id in. */
function refreshingOrder(context: OrdersListContext): Order {
  const order = context.orders.find((o) => o._id === context.refreshing);
  if (!order) throw new Error(`Order ${context.refreshing} is not in the list`);
  return order;
}

/** My orders, newest first: loading, empty, loaded or failed; one order's status can be refreshed. */
export const ordersListMachine = setup({
  types: machineTypes<{ context: OrdersListContext; events: OrdersListEvent }>(),
  actors: {
    /** the shopper's orders (a guest's: those placed from this device) */
    loadOrders: notProvided<Order[]>('loadOrders'),
    refreshOrder: notProvided<Order, { order: Order }>('refreshOrder'),
  },
  actions: {
    notifyError: (_, _params: Notice) => {},
  },
  guards: {
    hasOrders: (_, orders: Order[]) => orders.length > 0,
    isListed: ({ context, event }) => {
      assertEvent(event, 'orders.refreshStatus');
      return context.orders.some((o) => o._id === event.orderId);
    },
  },
}).createMachine({
  id: 'ordersList',
  context: { orders: [], message: null, refreshing: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => event.output },
            target: 'loaded',
            actions: assign({
              orders: ({ event }) => [...event.output].sort((a, b) => b.date - a.date),
              message: null,
            }),
          },
          { target: 'empty', actions: assign({ orders: [], message: null }) },
        ],
        onError: { target: 'failed', actions: assign({ message: messages.ordersLoadFailed }) },
      },
    },
    empty: { on: { 'orders.reload': 'loading' } },
    failed: { on: { 'orders.reload': 'loading' } },
    loaded: {
      initial: 'idle',
      on: { 'orders.reload': 'loading' },
      states: {
        idle: {
          on: {
            'orders.refreshStatus': {
              guard: 'isListed',
              target: 'refreshing',
              actions: assign({ refreshing: ({ event }) => event.orderId }),
            },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshOrder',
            src: 'refreshOrder',
            input: ({ context }) => ({ order: refreshingOrder(context) }),
            onDone: {
              target: 'idle',
              actions: assign({
                orders: ({ context, event }) =>
                  context.orders.map((o) => (o._id === event.output._id ? event.output : o)),
                refreshing: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ refreshing: null }),
                {
                  type: 'notifyError',
                  params: ({ event }) => ({
                    message: failureMessage(event.error, messages.ordersLoadFailed),
                  }),
                },
              ],
            },
          },
        },
      },
    },
  },
});
