CREATE OR REPLACE FUNCTION public.harmony_online_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~online');
  RETURN NULL;
END $function$
