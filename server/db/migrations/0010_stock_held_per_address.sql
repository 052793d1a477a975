-- An order is placed in one statement (server/services/orders.ts); when the client address it came from would
-- hold more of a perfume unpaid than its share (docs/decisions/017-held-stock-per-address.md), this aborts it
-- like a shortage, naming the product in DETAIL so the shopper is told which. SQLSTATE SH002 is the shop's own.
CREATE FUNCTION shop_stock_held(product_id text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shop: this address holds its share of the product' USING ERRCODE = 'SH002', DETAIL = product_id;
END $$;
