CREATE INDEX "posts_live_idx" ON "posts" USING btree (coalesce("publish_at", "created_at"),"id") WHERE "posts"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "posts_unpublish_idx" ON "posts" USING btree ("unpublish_at") WHERE "posts"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_excerpt_trgm_idx" ON "posts" USING gin ("excerpt" gin_trgm_ops);