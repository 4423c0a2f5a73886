ALTER TABLE "generated_images" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "latency_ms" integer;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "estimated_cost_usd" numeric(12, 6);