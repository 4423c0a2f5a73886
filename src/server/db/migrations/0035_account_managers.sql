CREATE TABLE "account_managers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"manager_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_manager_id_user_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;