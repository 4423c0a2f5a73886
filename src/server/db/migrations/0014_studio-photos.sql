CREATE TYPE "public"."image_kind" AS ENUM('scene', 'studio');--> statement-breakpoint
CREATE TYPE "public"."studio_preset" AS ENUM('amazon', 'shopify', 'etsy', 'ebay', 'google_shopping', 'instagram', 'transparent', 'custom');--> statement-breakpoint
CREATE TYPE "public"."studio_batch_status" AS ENUM('queued', 'running', 'succeeded', 'partial', 'failed');--> statement-breakpoint
CREATE TYPE "public"."studio_item_failure" AS ENUM('source_missing', 'cutout_failed', 'render_failed', 'not_compliant');--> statement-breakpoint
CREATE TYPE "public"."studio_item_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."credit_reason" ADD VALUE 'studio_reserve';--> statement-breakpoint
ALTER TYPE "public"."credit_reason" ADD VALUE 'studio_refund';--> statement-breakpoint
CREATE TABLE "studio_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"source_image_id" uuid,
	"source_name" text NOT NULL,
	"status" "studio_item_status" DEFAULT 'queued' NOT NULL,
	"failure" "studio_item_failure",
	"error" text,
	"image_id" uuid,
	"file_name" text,
	"compliance" jsonb,
	"render_ms" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_batch_items_batch_position_uq" UNIQUE("batch_id","position"),
	CONSTRAINT "studio_batch_items_position_range" CHECK ("studio_batch_items"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"preset" "studio_preset" NOT NULL,
	"spec" jsonb NOT NULL,
	"status" "studio_batch_status" DEFAULT 'queued' NOT NULL,
	"requested_count" smallint NOT NULL,
	"credits_reserved" integer NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "generated_images" ALTER COLUMN "generation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ALTER COLUMN "settings" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "kind" "image_kind" DEFAULT 'scene' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "studio_preset" "studio_preset";--> statement-breakpoint
ALTER TABLE "studio_batch_items" ADD CONSTRAINT "studio_batch_items_batch_id_studio_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."studio_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_batch_items" ADD CONSTRAINT "studio_batch_items_source_image_id_source_images_id_fk" FOREIGN KEY ("source_image_id") REFERENCES "public"."source_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_batch_items" ADD CONSTRAINT "studio_batch_items_image_id_generated_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."generated_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_batches" ADD CONSTRAINT "studio_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_batches_user_created_idx" ON "studio_batches" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_origin" CHECK ("generated_images"."kind" = 'studio' or ("generated_images"."generation_id" is not null and "generated_images"."settings" is not null));