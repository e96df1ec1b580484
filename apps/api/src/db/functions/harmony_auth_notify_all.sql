CREATE OR REPLACE FUNCTION public.harmony_auth_notify_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '*');
  RETURN NULL;
END $function$
