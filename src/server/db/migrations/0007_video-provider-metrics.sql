ALTER TABLE "videos" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "started_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "latency_ms" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "estimated_cost_usd" numeric(12, 6);