CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_reference_pk" PRIMARY KEY("provider","reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"customer_name" text,
	"return_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_reference_idx" ON "sandbox_payments" USING btree ("provider","reference");