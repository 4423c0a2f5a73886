CREATE TYPE "public"."favorite_image_type" AS ENUM('generated', 'source');--> statement-breakpoint
CREATE TABLE "image_favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"image_id" uuid NOT NULL,
	"image_type" "favorite_image_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_favorites_user_image_uq" UNIQUE("user_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "image_favorites" ADD CONSTRAINT "image_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_favorites_user_idx" ON "image_favorites" USING btree ("user_id");