-- Only the new function (db/functions/README.md: the functions-migration script re-creates them all; the rest are unchanged).
CREATE OR REPLACE FUNCTION public.harmony_content_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~content');
  RETURN NULL;
END $function$;
--> statement-breakpoint
-- Every instance keeps the public API's answers in memory (modules/public-content/answers.ts); a committed change
-- to what they are made of says '~content' on the channel every instance listens to, and each forgets them all.
-- Per statement: a bulk write says it once. Popups: not their views and clicks (the websites count those).
CREATE TRIGGER pages_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER page_sections_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_sections
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER posts_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER galleries_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON galleries
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER gallery_items_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_items
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER sliders_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sliders
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER slides_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slides
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER popups_content_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, title, content, image_id, button_label, button_url,
  active, active_from, active_to, "trigger", delay_seconds, scroll_percent, frequency, frequency_days, all_pages ON popups
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER popup_pages_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popup_pages
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER forms_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON forms
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER files_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER file_variants_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON file_variants
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
-- A post shows its author's name.
CREATE TRIGGER users_content_notify AFTER UPDATE OF first_name, last_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
