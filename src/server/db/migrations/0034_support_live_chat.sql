ALTER TABLE "support_ticket_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "support_ticket_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "channel" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "user_read_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "support_read_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "user_typing_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "support_typing_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "user_seen_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "waiting_since" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "support_tickets_channel_status_idx" ON "support_tickets" USING btree ("channel","status");--> statement-breakpoint
-- Replies sent before the unread count existed are not new to anyone.
UPDATE "support_tickets" SET "user_read_at" = now(), "support_read_at" = now();
