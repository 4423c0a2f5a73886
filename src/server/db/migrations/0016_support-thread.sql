CREATE TABLE "support_ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"author" text NOT NULL,
	"admin_id" text,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_created_idx" ON "support_ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
INSERT INTO "support_ticket_messages" ("ticket_id", "user_id", "author", "admin_id", "body", "created_at")
SELECT t."id", t."user_id", 'support', a."actor_id", a."after"->>'message', a."created_at"
FROM "admin_audit_log" a JOIN "support_tickets" t ON t."id"::text = a."target_id"
WHERE a."target_type" = 'ticket' AND a."action" = 'ticket.reply' AND a."after"->>'message' IS NOT NULL;
