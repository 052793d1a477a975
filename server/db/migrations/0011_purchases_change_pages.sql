-- A review shows "Verified purchase" when its author's order of the perfume was paid or delivered
-- (api/rules/verified-purchase.ts), so a kept product page is stale once an order's payment, status or account
-- changes (a payment, the admin, the release job, an account taking a guest's orders): every server is told on
-- 'shop_pages' (migration 0008). Only a row whose proof changed tells, so a login that adopts nothing is silent.
CREATE TRIGGER orders_proof_changed AFTER UPDATE ON orders
  FOR EACH ROW
  WHEN (OLD.payment IS DISTINCT FROM NEW.payment OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION shop_pages_changed();
