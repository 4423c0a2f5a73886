CREATE TABLE "product_import_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer,
	"external_id" text,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_id" uuid,
	"error_codes" text[],
	"error_params" jsonb,
	"error_url" text,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "product_import_items_position_uq" UNIQUE("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"store_domain" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	CONSTRAINT "shop_connections_user_store_uq" UNIQUE("user_id","platform","store_domain")
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_connections" ADD CONSTRAINT "shop_connections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_items_status_idx" ON "product_import_items" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "product_imports_user_created_idx" ON "product_imports" USING btree ("user_id","created_at");