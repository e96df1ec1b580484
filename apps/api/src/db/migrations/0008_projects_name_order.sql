DROP INDEX "projects_active_name_idx";--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "projects_active_name_idx" ON "projects" USING btree ("name","id") WHERE "projects"."archived_at" is null;