-- Every server keeps the catalogue in memory (server/services/catalogue-cache.ts). Any change to the products,
-- from any process (an order, a payment, the release job, the owner's CLI, an administrator's psql), tells
-- them on the channel 'shop_catalogue' in the transaction that made it, so it is heard only if it commits.
-- The payload is the schema, so shops (or tests) sharing one PostgreSQL in schemas of their own hear only theirs.
CREATE FUNCTION shop_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', current_schema());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_catalogue_changed();
--> statement-breakpoint
-- An order is placed in one statement (server/services/orders.ts); when a line cannot be taken, this aborts
-- it, so the stock already taken for the other lines goes back with it. SQLSTATE SH001 is the shop's own.
CREATE FUNCTION shop_stock_shortage() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shop: not enough stock for the order' USING ERRCODE = 'SH001';
END $$;
