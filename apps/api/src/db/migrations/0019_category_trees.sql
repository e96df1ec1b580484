ALTER TABLE "product_groups" ADD COLUMN "path_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_tree_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_group_tree_idx" ON "products" USING gin ("group_tree_ids");