ALTER TABLE "api_batch_items" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "api_batches" ADD COLUMN "origin" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_batches" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "api_batch_items" ADD CONSTRAINT "api_batch_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;