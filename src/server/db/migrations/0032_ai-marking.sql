CREATE TYPE "public"."digital_source_type" AS ENUM('compositeSynthetic', 'compositeWithTrainedAlgorithmicMedia', 'trainedAlgorithmicMedia');--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "ai_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "digital_source_type" "digital_source_type" DEFAULT 'compositeSynthetic' NOT NULL;--> statement-breakpoint
-- Rows made before the statement: what their engine made (src/shared/provenance.ts sceneSourceType).
UPDATE "generated_images" SET "digital_source_type" = CASE WHEN "product_locked" THEN 'compositeWithTrainedAlgorithmicMedia'::"digital_source_type" ELSE 'trainedAlgorithmicMedia'::"digital_source_type" END WHERE "kind" = 'scene' AND "provider" IS NOT NULL AND "provider" NOT IN ('local', 'local-studio');
