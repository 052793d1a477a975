import { describe, expect, it } from 'vitest';
import { anAddress } from '../../api/test/product';
import type { Order } from '../../api';
import { orderCardOf, orderStatusView } from './order-view';

const order: Order = {
  _id: '665f1c2e9d4b7a0012a1b2c3',
  date: Date.UTC(2026, 0, 10),
  status: 'pending',
  items: [
    {
      productId: 'p1',
      name: 'Ọba Oud',
      quantity: 2,
      price: 85000,
      variations: { base: 'Oud', side: 'Rose', size: '50ml' },
    },
    { productId: 'p2', name: 'Sokoto Sandal Attar', quantity: 1, price: 26000, variations: {} },
  ],
  paymentMethod: 'cod',
  payment: false,
  subtotal: 196000,
  deliveryFee: 0,
  discount: 0,
  amount: 196000,
  address: anAddress,
};

describe('how an order reads on MY ORDERS', () => {
  it('colours each status as MY ORDERS always has; unpaid pending reads awaiting payment (grey)', () => {
    expect(orderStatusView({ status: 'pending', payment: false })).toEqual({
      label: 'Awaiting payment',
      tone: 'neutral',
    });
    expect(orderStatusView({ status: 'pending', payment: true })).toEqual({
      label: 'Pending',
      tone: 'neutral',
    });
    expect(orderStatusView({ status: 'processing', payment: true }).tone).toBe('warning');
    expect(orderStatusView({ status: 'shipped', payment: true }).tone).toBe('info');
    expect(orderStatusView({ status: 'delivered', payment: true }).tone).toBe('success');
    expect(orderStatusView({ status: 'cancelled', payment: false }).tone).toBe('danger');
  });

  it('lists the items with their options, the payment in the shop words and the amount paid', () => {
    const card = orderCardOf({ ...order, paymentMethod: 'paystack', payment: true, status: 'processing' });
    expect(card.items).toEqual([
      { name: 'Ọba Oud', quantity: 2, variationText: 'Base: Oud, Side: Rose, Size: 50ml' },
      { name: 'Sokoto Sandal Attar', quantity: 1, variationText: undefined },
    ]);
    expect(card).toMatchObject({
      statusLabel: 'Processing',
      paymentMethodLabel: 'Paystack',
      paid: true,
      total: 196000,
    });
    expect(orderCardOf(order).paymentMethodLabel).toBe('Payment before Delivery');
  });
});
