ALTER TYPE "public"."credit_reason" ADD VALUE 'listing_reserve';--> statement-breakpoint
ALTER TYPE "public"."credit_reason" ADD VALUE 'listing_refund';--> statement-breakpoint
ALTER TYPE "public"."image_kind" ADD VALUE 'listing';--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"image_id" uuid,
	"checks" jsonb,
	"alt_text" text DEFAULT '' NOT NULL,
	"chosen" jsonb,
	"error" text,
	"render_ms" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_set_position_uq" UNIQUE("set_id","position"),
	CONSTRAINT "listing_images_position_range" CHECK ("listing_images"."position" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "listing_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid,
	"source_image_id" uuid,
	"marketplace" text NOT NULL,
	"language" text NOT NULL,
	"product_title" text NOT NULL,
	"style" jsonb NOT NULL,
	"dimensions" jsonb,
	"slots" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"credits_reserved" integer NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "generated_images" DROP CONSTRAINT "generated_images_origin";--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_set_id_listing_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."listing_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_image_id_generated_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."generated_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sets" ADD CONSTRAINT "listing_sets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sets" ADD CONSTRAINT "listing_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_sets" ADD CONSTRAINT "listing_sets_source_image_id_source_images_id_fk" FOREIGN KEY ("source_image_id") REFERENCES "public"."source_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_sets_user_created_idx" ON "listing_sets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_sets_product_idx" ON "listing_sets" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_origin" CHECK ("generated_images"."kind"::text in ('studio', 'ad', 'listing') or ("generated_images"."generation_id" is not null and "generated_images"."settings" is not null));