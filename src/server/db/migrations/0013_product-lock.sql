ALTER TABLE "generated_images" ADD COLUMN "product_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_images" ADD COLUMN "fidelity_score" real;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "fidelity_refunds" smallint DEFAULT 0 NOT NULL;