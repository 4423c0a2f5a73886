ALTER TABLE "generated_images" ADD COLUMN "parent_image_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "reference_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "parent_image_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "instruction" text;--> statement-breakpoint
ALTER TABLE "generated_images" ADD CONSTRAINT "generated_images_parent_image_id_generated_images_id_fk" FOREIGN KEY ("parent_image_id") REFERENCES "public"."generated_images"("id") ON DELETE set null ON UPDATE no action;