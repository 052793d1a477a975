ALTER TABLE "orders" ALTER COLUMN "subtotal_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;