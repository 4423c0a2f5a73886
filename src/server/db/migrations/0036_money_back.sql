ALTER TYPE "public"."credit_reason" ADD VALUE 'money_back';--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"invoice_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"tier" "subscription_tier" NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approving_since" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"provider_refund_id" text,
	"credits_taken_back" integer,
	CONSTRAINT "refund_requests_amount_non_negative" CHECK ("refund_requests"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open_idx" ON "refund_requests" USING btree ("user_id") WHERE "refund_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","requested_at");