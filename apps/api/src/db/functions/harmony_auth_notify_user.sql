CREATE OR REPLACE FUNCTION public.harmony_auth_notify_user()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  before_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  after_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
BEGIN
  IF after_row IS NOT NULL THEN PERFORM pg_notify('harmony_auth', after_row ->> TG_ARGV[0]); END IF;
  IF before_row IS NOT NULL AND (before_row ->> TG_ARGV[0]) IS DISTINCT FROM (after_row ->> TG_ARGV[0]) THEN
    PERFORM pg_notify('harmony_auth', before_row ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $function$
