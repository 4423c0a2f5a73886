ALTER TYPE "public"."credit_reason" ADD VALUE 'trial_grant';--> statement-breakpoint
ALTER TYPE "public"."credit_reason" ADD VALUE 'trial_expiry';--> statement-breakpoint
CREATE TABLE "trials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email_hash" text NOT NULL,
	"tier" "subscription_tier" NOT NULL,
	"credits" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"credits_taken_back" integer,
	CONSTRAINT "trials_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "trials_email_hash_unique" UNIQUE("email_hash"),
	CONSTRAINT "trials_credits_non_negative" CHECK ("trials"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "trial_tier" "subscription_tier";--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;