-- Guests get a server cart and an order list by the anonymous `guest` cookie.
-- cart_lines.user_id becomes owner: a user id, or 'guest:' and the SHA-256 of the guest cookie; a guest has
-- no row in users, so the foreign key goes (nothing deletes users; a guest's idle cart is deleted by the
-- server after 30 days, by used_at). orders.guest_token_hash lists a guest's orders on their device.
-- To undo: delete the 'guest:%' lines, rename owner back to user_id and restore the key; drop the columns.
ALTER TABLE "cart_lines" RENAME COLUMN "user_id" TO "owner";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_owner_key_pk" PRIMARY KEY("owner","key");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_token_hash","created_at") WHERE "orders"."guest_token_hash" is not null;