-- Only the new function (db/functions/README.md: the functions-migration script re-creates them all; the rest are unchanged).
CREATE OR REPLACE FUNCTION public.harmony_online_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~online');
  RETURN NULL;
END $function$;
--> statement-breakpoint
-- Who is online is who has a running timer: every instance's open online streams are sent the list again when it
-- changes ('~online'), instead of each stream asking every two seconds (modules/online/stream.ts).
CREATE TRIGGER running_timers_online_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON running_timers
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_online_notify();
--> statement-breakpoint
-- The public forms' definitions are content too (modules/public-forms/definition.ts keeps them in memory).
CREATE TRIGGER form_fields_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON form_fields
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
--> statement-breakpoint
CREATE TRIGGER form_field_links_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON form_field_links
  FOR EACH STATEMENT EXECUTE FUNCTION harmony_content_notify();
