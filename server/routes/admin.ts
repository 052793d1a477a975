import { Hono } from 'hono';
import {
  deliveryNoteSentence,
  orderNoteSentence,
  popupSentence,
  refundSentence,
  shortOrderId,
  toKobo,
} from '../../api';
import { clientIp } from '../http/client-ip';
import { handle } from '../http/endpoint';
import {
  adminOrderOf,
  adminOrderWithHistory,
  adminToday,
  findAdminOrders,
  paidSentence,
  statusSentence,
} from '../services/admin-orders';
import type { Shopper } from '../services/accounts';
import { customerWithOrders, findCustomers } from '../services/customers';
import {
  addOrderNote,
  changeOrderStatus,
  markOrderPaid,
  recordRefund,
  setDeliveryNote,
  type OrderChanger,
} from '../services/order-changes';
import { keyInOrder, keyedInSentence } from '../services/keyed-in-orders';
import { changePopup } from '../services/popup-changes';
import { readPopup } from '../services/settings';
import { confirmStatementPayments, matchBankStatement } from '../services/statement-payments';
import { businessOf } from '../services/takings';
import type { Shop } from '../shop';

/**
 * The shop owner's admin (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md): each call needs a
 * staff account at least (http/endpoint.ts checks the route's role, and that a cookie's change comes from the
 * shop's own pages).
 */
export function adminRoutes(shop: Shop): Hono {
  const router = new Hono();
  // every change names who made it in the audit log, and mails the shopper as the CLI does
  const changer = (staff: Shopper): OrderChanger => ({
    db: shop.db,
    actor: { id: staff.id, email: staff.email },
    now: shop.clock.now(),
    notify: shop,
    alerts: shop,
  });

  handle(router, shop, 'adminToday', async ({ shopper }) => adminToday(shop, shopper));

  // an unknown period is read as days, as the page reads its address
  handle(router, shop, 'adminBusiness', async ({ c }) => businessOf(shop, c.req.param('by') ?? 'day'));

  handle(router, shop, 'adminOrders', async ({ body }) => ({
    success: true,
    ...(await findAdminOrders(shop.db, body)),
  }));

  handle(router, shop, 'adminOrder', async ({ body }) => ({
    success: true,
    ...(await adminOrderWithHistory(shop, body.orderId)),
  }));

  handle(router, shop, 'adminCustomers', async ({ body }) => ({
    success: true,
    ...(await findCustomers(shop.db, body)),
  }));

  handle(router, shop, 'adminCustomer', async ({ body }) => ({
    success: true,
    ...(await customerWithOrders(shop.db, body.key)),
  }));

  handle(router, shop, 'adminMarkPaid', async ({ body, shopper }) => {
    const paid = await markOrderPaid(changer(shopper), body.orderId, body.reference || null, {
      amountKobo: body.amount === undefined ? undefined : toKobo(body.amount),
      method: body.method,
    });
    return { success: true, message: paidSentence(paid), order: await adminOrderOf(shop.db, paid.order) };
  });

  handle(router, shop, 'adminSetStatus', async ({ body, shopper }) => {
    const moved = await changeOrderStatus(changer(shopper), body.orderId, body.status);
    return { success: true, message: statusSentence(moved), order: await adminOrderOf(shop.db, moved.order) };
  });

  handle(router, shop, 'adminOrderNote', async ({ body, shopper }) => {
    const order = await addOrderNote(changer(shopper), body.orderId, body.note);
    return {
      success: true,
      message: orderNoteSentence(shortOrderId(order.id)),
      order: await adminOrderOf(shop.db, order),
    };
  });

  handle(router, shop, 'adminDeliveryNote', async ({ body, shopper }) => {
    const { order } = await setDeliveryNote(changer(shopper), body.orderId, body.note);
    return {
      success: true,
      message: deliveryNoteSentence(shortOrderId(order.id), order.email),
      order: await adminOrderOf(shop.db, order),
    };
  });

  handle(router, shop, 'adminRefund', async ({ body, shopper }) => {
    const refund = { amountKobo: toKobo(body.amount), method: body.method, reason: body.reason };
    const order = await recordRefund(changer(shopper), body.orderId, refund);
    return {
      success: true,
      message: refundSentence(shortOrderId(order.id), refund.amountKobo, order.email),
      order: await adminOrderOf(shop.db, order),
    };
  });

  handle(router, shop, 'adminNewOrder', async ({ c, body, shopper }) => {
    const by = { id: shopper.id, email: shopper.email };
    const order = await keyInOrder(shop, by, body, clientIp(c, shop.trustedProxies));
    return { success: true, message: keyedInSentence(order), orderId: order.id };
  });

  // a bank statement's credits matched to the orders awaiting a transfer: nothing is changed until confirmed
  handle(router, shop, 'adminStatementMatch', async ({ body }) => matchBankStatement(shop.db, body.csv));

  handle(router, shop, 'adminStatementConfirm', async ({ body, shopper }) =>
    confirmStatementPayments(changer(shopper), body.payments),
  );

  // the announcement popup: read straight from the database by GET /api/popup, so shown to the next shopper
  handle(router, shop, 'adminPopup', async () => ({ success: true, text: await readPopup(shop.db) }));

  handle(router, shop, 'adminSetPopup', async ({ body, shopper }) => {
    const text = await changePopup(
      shop.db,
      { id: shopper.id, email: shopper.email },
      body.text,
      shop.clock.now(),
    );
    return { success: true, message: popupSentence(text), text };
  });

  return router;
}
