CREATE TYPE "public"."cutout_method" AS ENUM('alpha', 'model', 'grabcut', 'touch_up');--> statement-breakpoint
CREATE TYPE "public"."cutout_status" AS ENUM('pending', 'running', 'ready', 'failed');--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "auto_matte_key" text;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_status" "cutout_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_method" "cutout_method";--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_confidence" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_auto" jsonb;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_strokes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_error" text;--> statement-breakpoint
ALTER TABLE "source_images" ADD COLUMN "cutout_updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Mattes made by the previous engine are recomputed by the cut-out job on first use.
UPDATE "source_images" SET "matte_key" = NULL;
