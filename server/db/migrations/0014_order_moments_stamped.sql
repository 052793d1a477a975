-- An order's timeline shows when it was paid, shipped, delivered or cancelled (api/rules/order-timeline.ts). The
-- database stamps each moment as the order's payment or status changes, whichever path changed it (a payment, its
-- webhook, the admin, the CLI, the release job, Pay now), so no caller can forget one. A status entered again
-- (the owner moved an order back a step) takes the new moment.
CREATE FUNCTION shop_order_moments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.payment AND NOT OLD.payment THEN
    NEW.paid_at := now();
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NEW.status = 'shipped' THEN
      NEW.shipped_at := now();
    ELSIF NEW.status = 'delivered' THEN
      NEW.delivered_at := now();
    ELSIF NEW.status = 'cancelled' THEN
      NEW.cancelled_at := now();
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_moments BEFORE UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.payment IS DISTINCT FROM NEW.payment OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION shop_order_moments();--> statement-breakpoint
-- Orders changed before: the moments the admin's history kept (a confirmed transfer, a status the owner set).
UPDATE orders SET paid_at = (
  SELECT max(a.at) FROM audit_log a WHERE a.target = 'order:' || orders.id AND a.action = 'order.paid'
) WHERE payment;--> statement-breakpoint
UPDATE orders SET
  shipped_at = (SELECT max(a.at) FROM audit_log a WHERE a.target = 'order:' || orders.id
    AND a.action = 'order.status' AND a.after ->> 'status' = 'shipped'),
  delivered_at = (SELECT max(a.at) FROM audit_log a WHERE a.target = 'order:' || orders.id
    AND a.action = 'order.status' AND a.after ->> 'status' = 'delivered'),
  cancelled_at = (SELECT max(a.at) FROM audit_log a WHERE a.target = 'order:' || orders.id
    AND a.action = 'order.status' AND a.after ->> 'status' = 'cancelled')
WHERE status IN ('shipped', 'delivered', 'cancelled');
