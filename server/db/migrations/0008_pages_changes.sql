-- Every server keeps the public pages it rendered in memory (server/services/page-cache.ts). Besides the products
-- (channel 'shop_catalogue', migration 0002), a page shows reviews, shop reviews and what the settings table holds
-- (the popup, the owner's settings): any change to those, from any process or psql, tells every server on
-- 'shop_pages' in the transaction that made it. The payload is the schema, as for the catalogue.
CREATE FUNCTION shop_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_pages', current_schema());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed();
--> statement-breakpoint
CREATE TRIGGER shop_reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed();
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION shop_pages_changed();
