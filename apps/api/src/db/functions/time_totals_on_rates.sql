CREATE OR REPLACE FUNCTION public.time_totals_on_rates()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id THEN
    PERFORM time_totals_refresh(NEW.user_id, least(OLD.valid_from, NEW.valid_from));
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM time_totals_refresh(OLD.user_id, OLD.valid_from);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM time_totals_refresh(NEW.user_id, NEW.valid_from);
  END IF;
  RETURN NULL;
END $function$
