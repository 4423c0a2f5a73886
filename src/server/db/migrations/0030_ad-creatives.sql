ALTER TYPE "public"."credit_reason" ADD VALUE 'ad_reserve';--> statement-breakpoint
ALTER TYPE "public"."credit_reason" ADD VALUE 'ad_refund';--> statement-breakpoint
ALTER TYPE "public"."image_kind" ADD VALUE 'ad';--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"variant" smallint NOT NULL,
	"placement" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"image_id" uuid,
	"checks" jsonb,
	"error" text,
	"render_ms" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_creatives_set_variant_placement_uq" UNIQUE("set_id","variant","placement"),
	CONSTRAINT "ad_creatives_variant_range" CHECK ("ad_creatives"."variant" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "ad_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid,
	"source_image_id" uuid,
	"brand_kit_id" uuid,
	"design" jsonb NOT NULL,
	"dimension" text NOT NULL,
	"variants" jsonb NOT NULL,
	"placements" jsonb NOT NULL,
	"format" text NOT NULL,
	"watermark" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"credits_reserved" integer NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"colours" jsonb NOT NULL,
	"heading_font" text NOT NULL,
	"body_font" text NOT NULL,
	"tone" text NOT NULL,
	"logo_key" text,
	"logo_width" integer,
	"logo_height" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_images" DROP CONSTRAINT "generated_images_origin";--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_set_id_ad_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."ad_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_image_id_generated_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."generated_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sets" ADD CONSTRAINT "ad_sets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sets" ADD CONSTRAINT "ad_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sets" ADD CONSTRAINT "ad_sets_source_image_id_source_images_id_fk" FOREIGN KEY ("source_image_id") REFERENCES "public"."source_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sets" ADD CONSTRAINT "ad_sets_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_sets_user_created_idx" ON "ad_sets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_sets_product_idx" ON "ad_sets" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "brand_kits_user_idx" ON "brand_kits" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_origin" CHECK ("generated_images"."kind"::text in ('studio', 'ad') or ("generated_images"."generation_id" is not null and "generated_images"."settings" is not null));