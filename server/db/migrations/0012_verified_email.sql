-- An account's email is verified by its mailed link (or an accepted invitation); from then on the orders
-- placed with that email as a guest join the account (docs/decisions/050-verified-email-joins-orders.md).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;