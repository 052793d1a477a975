CREATE TABLE "payment_references" (
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" text NOT NULL,
	"url" text,
	"sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_provider_reference_pk" PRIMARY KEY("provider","reference")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_references_order_idx" ON "payment_references" USING btree ("order_id");--> statement-breakpoint
-- the references card orders already have (the last one each kept); those the sandbox made are marked so
INSERT INTO "payment_references" ("provider", "reference", "order_id", "url", "sandbox")
SELECT o."payment_method", o."payment_reference", o."id", NULL,
  EXISTS (SELECT 1 FROM "sandbox_payments" s WHERE s."provider" = o."payment_method" AND s."reference" = o."payment_reference")
FROM "orders" o
WHERE o."payment_reference" IS NOT NULL AND o."payment_method" IN ('paystack', 'flutterwave');
