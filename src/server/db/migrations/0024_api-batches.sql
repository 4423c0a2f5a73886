CREATE TABLE "api_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"reference" text,
	"input" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source_image_id" uuid,
	"work_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"failure_code" text,
	"failure_params" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "api_batch_items_batch_position_uq" UNIQUE("batch_id","position"),
	CONSTRAINT "api_batch_items_work_uq" UNIQUE("work_id")
);
--> statement-breakpoint
CREATE TABLE "api_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"language" text NOT NULL,
	"item_count" smallint NOT NULL,
	"credits_estimated" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "api_batch_items" ADD CONSTRAINT "api_batch_items_batch_id_api_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."api_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batch_items" ADD CONSTRAINT "api_batch_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batch_items" ADD CONSTRAINT "api_batch_items_source_image_id_source_images_id_fk" FOREIGN KEY ("source_image_id") REFERENCES "public"."source_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_batches" ADD CONSTRAINT "api_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_batches_user_created_idx" ON "api_batches" USING btree ("user_id","created_at");