CREATE OR REPLACE FUNCTION public.harmony_content_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~content');
  RETURN NULL;
END $function$
