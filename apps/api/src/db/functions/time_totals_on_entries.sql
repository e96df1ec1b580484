CREATE OR REPLACE FUNCTION public.time_totals_on_entries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO time_totals AS t (user_id, month, project_id, category_id, billable, entries, minutes, cost)
    SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
           -count(*), -sum(e.minutes), -coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
    FROM old_rows e
    LEFT JOIN LATERAL (
      SELECT rates.hourly_rate FROM rates
      WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
      ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
    ) r ON true
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, month, project_id, category_id, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO time_totals AS t (user_id, month, project_id, category_id, billable, entries, minutes, cost)
    SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
           count(*), sum(e.minutes), coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
    FROM new_rows e
    LEFT JOIN LATERAL (
      SELECT rates.hourly_rate FROM rates
      WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
      ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
    ) r ON true
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, month, project_id, category_id, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM time_totals t USING (SELECT DISTINCT user_id, date_trunc('month', day)::date AS month FROM old_rows) o
    WHERE t.user_id = o.user_id AND t.month = o.month AND t.entries = 0;
  END IF;
  RETURN NULL;
END $function$
