ALTER TABLE "generated_images" ADD COLUMN "adjustment" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "adjustment" jsonb;