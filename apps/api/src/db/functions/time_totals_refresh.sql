CREATE OR REPLACE FUNCTION public.time_totals_refresh(person integer, since date)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_month date := date_trunc('month', since)::date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('time:' || person::text));
  DELETE FROM time_totals WHERE user_id = person AND month >= first_month;
  INSERT INTO time_totals (user_id, month, project_id, category_id, billable, entries, minutes, cost)
  SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
         count(*), sum(e.minutes), coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
  FROM time_entries e
  LEFT JOIN LATERAL (
    SELECT rates.hourly_rate FROM rates
    WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
    ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
  ) r ON true
  WHERE e.user_id = person AND e.day >= first_month
  GROUP BY 1, 2, 3, 4, 5;
END $function$
