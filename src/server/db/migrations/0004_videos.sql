CREATE TYPE "public"."video_stage" AS ENUM('queued', 'preparing', 'rendering', 'saving', 'done');--> statement-breakpoint
CREATE TYPE "public"."video_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"image_id" uuid NOT NULL,
	"image_type" text NOT NULL,
	"prompt" text NOT NULL,
	"duration_seconds" smallint NOT NULL,
	"aspect_ratio" text NOT NULL,
	"status" "video_status" DEFAULT 'queued' NOT NULL,
	"stage" "video_stage" DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"engine" text NOT NULL,
	"provider_request_id" text,
	"storage_key" text,
	"poster_key" text,
	"bytes" integer,
	"credits_reserved" integer NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "videos_provider_request_id_unique" UNIQUE("provider_request_id")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_user_created_idx" ON "videos" USING btree ("user_id","created_at");