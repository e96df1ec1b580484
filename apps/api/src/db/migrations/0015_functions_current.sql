CREATE OR REPLACE FUNCTION public.harmony_auth_notify_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '*');
  RETURN NULL;
END $function$;
--> statement-breakpoint
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.time_totals_follow()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  changes time_totals[];
BEGIN
  -- The transition tables a trigger lacks are never read: each branch is planned only when it runs.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := ARRAY(SELECT ROW(user_id, month, project_id, category_id, billable, entries, minutes, cost)::time_totals
                     FROM new_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := coalesce(changes, '{}') || ARRAY(
      SELECT ROW(user_id, month, project_id, category_id, billable, -entries, -minutes, -cost)::time_totals FROM old_rows);
  END IF;
  -- An upsert into time_totals fires both the INSERT and the UPDATE trigger, one of them usually empty.
  IF cardinality(changes) = 0 THEN RETURN NULL; END IF;

  WITH c AS MATERIALIZED (SELECT * FROM unnest(changes)),
  up_monthly AS (
    INSERT INTO time_totals_monthly AS t (user_id, month, billable, entries, minutes, cost)
    SELECT user_id, month, billable, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2, 3
    HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
    ON CONFLICT (user_id, month, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost),
  up_user_months AS (
    INSERT INTO time_totals_user_months AS t (user_id, month, entries, minutes, cost)
    SELECT user_id, month, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2
    HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
    ON CONFLICT (user_id, month) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost),
  up_by_user AS (
    INSERT INTO time_totals_by_user AS t (user_id, billable, entries, minutes, cost)
    SELECT user_id, billable, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2
    HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
    ON CONFLICT (user_id, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost),
  up_by_project AS (
    INSERT INTO time_totals_by_project AS t (project_id, entries, minutes, cost)
    SELECT project_id, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1
    HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
    ON CONFLICT (project_id) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost),
  up_project_users AS (
    INSERT INTO time_totals_project_users AS t (project_id, month, user_id, entries, minutes, cost)
    SELECT project_id, month, user_id, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2, 3
    HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
    ON CONFLICT (project_id, month, user_id) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost),
  up_user_years AS (
    INSERT INTO time_totals_user_years AS t (year, user_id, minutes, cost, upto_entries, upto_minutes, upto_cost)
    SELECT * FROM time_totals_user_years_changes(changes) d
    -- Moving time between months of one year changes the months, not the year's sum.
    WHERE minutes <> '{0,0,0,0,0,0,0,0,0,0,0,0}' OR cost <> '{0,0,0,0,0,0,0,0,0,0,0,0}' OR upto_entries <> '{0,0,0,0,0,0,0,0,0,0,0,0}'
    ON CONFLICT (year, user_id) DO UPDATE SET
      minutes = ARRAY[t.minutes[1] + excluded.minutes[1], t.minutes[2] + excluded.minutes[2], t.minutes[3] + excluded.minutes[3], t.minutes[4] + excluded.minutes[4], t.minutes[5] + excluded.minutes[5], t.minutes[6] + excluded.minutes[6], t.minutes[7] + excluded.minutes[7], t.minutes[8] + excluded.minutes[8], t.minutes[9] + excluded.minutes[9], t.minutes[10] + excluded.minutes[10], t.minutes[11] + excluded.minutes[11], t.minutes[12] + excluded.minutes[12]],
      cost = ARRAY[t.cost[1] + excluded.cost[1], t.cost[2] + excluded.cost[2], t.cost[3] + excluded.cost[3], t.cost[4] + excluded.cost[4], t.cost[5] + excluded.cost[5], t.cost[6] + excluded.cost[6], t.cost[7] + excluded.cost[7], t.cost[8] + excluded.cost[8], t.cost[9] + excluded.cost[9], t.cost[10] + excluded.cost[10], t.cost[11] + excluded.cost[11], t.cost[12] + excluded.cost[12]],
      upto_entries = ARRAY[t.upto_entries[1] + excluded.upto_entries[1], t.upto_entries[2] + excluded.upto_entries[2], t.upto_entries[3] + excluded.upto_entries[3], t.upto_entries[4] + excluded.upto_entries[4], t.upto_entries[5] + excluded.upto_entries[5], t.upto_entries[6] + excluded.upto_entries[6], t.upto_entries[7] + excluded.upto_entries[7], t.upto_entries[8] + excluded.upto_entries[8], t.upto_entries[9] + excluded.upto_entries[9], t.upto_entries[10] + excluded.upto_entries[10], t.upto_entries[11] + excluded.upto_entries[11], t.upto_entries[12] + excluded.upto_entries[12]],
      upto_minutes = ARRAY[t.upto_minutes[1] + excluded.upto_minutes[1], t.upto_minutes[2] + excluded.upto_minutes[2], t.upto_minutes[3] + excluded.upto_minutes[3], t.upto_minutes[4] + excluded.upto_minutes[4], t.upto_minutes[5] + excluded.upto_minutes[5], t.upto_minutes[6] + excluded.upto_minutes[6], t.upto_minutes[7] + excluded.upto_minutes[7], t.upto_minutes[8] + excluded.upto_minutes[8], t.upto_minutes[9] + excluded.upto_minutes[9], t.upto_minutes[10] + excluded.upto_minutes[10], t.upto_minutes[11] + excluded.upto_minutes[11], t.upto_minutes[12] + excluded.upto_minutes[12]],
      upto_cost = ARRAY[t.upto_cost[1] + excluded.upto_cost[1], t.upto_cost[2] + excluded.upto_cost[2], t.upto_cost[3] + excluded.upto_cost[3], t.upto_cost[4] + excluded.upto_cost[4], t.upto_cost[5] + excluded.upto_cost[5], t.upto_cost[6] + excluded.upto_cost[6], t.upto_cost[7] + excluded.upto_cost[7], t.upto_cost[8] + excluded.upto_cost[8], t.upto_cost[9] + excluded.upto_cost[9], t.upto_cost[10] + excluded.upto_cost[10], t.upto_cost[11] + excluded.upto_cost[11], t.upto_cost[12] + excluded.upto_cost[12]]),
  up_project_user_years AS (
    INSERT INTO time_totals_project_user_years AS t (project_id, year, user_id, upto_entries, upto_minutes, upto_cost)
    SELECT * FROM time_totals_project_user_years_changes(changes) d
    WHERE upto_entries <> '{0,0,0,0,0,0,0,0,0,0,0,0}' OR upto_minutes <> '{0,0,0,0,0,0,0,0,0,0,0,0}' OR upto_cost <> '{0,0,0,0,0,0,0,0,0,0,0,0}'
    ON CONFLICT (project_id, year, user_id) DO UPDATE SET
      upto_entries = ARRAY[t.upto_entries[1] + excluded.upto_entries[1], t.upto_entries[2] + excluded.upto_entries[2], t.upto_entries[3] + excluded.upto_entries[3], t.upto_entries[4] + excluded.upto_entries[4], t.upto_entries[5] + excluded.upto_entries[5], t.upto_entries[6] + excluded.upto_entries[6], t.upto_entries[7] + excluded.upto_entries[7], t.upto_entries[8] + excluded.upto_entries[8], t.upto_entries[9] + excluded.upto_entries[9], t.upto_entries[10] + excluded.upto_entries[10], t.upto_entries[11] + excluded.upto_entries[11], t.upto_entries[12] + excluded.upto_entries[12]],
      upto_minutes = ARRAY[t.upto_minutes[1] + excluded.upto_minutes[1], t.upto_minutes[2] + excluded.upto_minutes[2], t.upto_minutes[3] + excluded.upto_minutes[3], t.upto_minutes[4] + excluded.upto_minutes[4], t.upto_minutes[5] + excluded.upto_minutes[5], t.upto_minutes[6] + excluded.upto_minutes[6], t.upto_minutes[7] + excluded.upto_minutes[7], t.upto_minutes[8] + excluded.upto_minutes[8], t.upto_minutes[9] + excluded.upto_minutes[9], t.upto_minutes[10] + excluded.upto_minutes[10], t.upto_minutes[11] + excluded.upto_minutes[11], t.upto_minutes[12] + excluded.upto_minutes[12]],
      upto_cost = ARRAY[t.upto_cost[1] + excluded.upto_cost[1], t.upto_cost[2] + excluded.upto_cost[2], t.upto_cost[3] + excluded.upto_cost[3], t.upto_cost[4] + excluded.upto_cost[4], t.upto_cost[5] + excluded.upto_cost[5], t.upto_cost[6] + excluded.upto_cost[6], t.upto_cost[7] + excluded.upto_cost[7], t.upto_cost[8] + excluded.upto_cost[8], t.upto_cost[9] + excluded.upto_cost[9], t.upto_cost[10] + excluded.upto_cost[10], t.upto_cost[11] + excluded.upto_cost[11], t.upto_cost[12] + excluded.upto_cost[12]])
  INSERT INTO time_totals_project_categories AS t (project_id, month, category_id, entries, minutes, cost)
  SELECT project_id, month, category_id, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2, 3
  HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
  ON CONFLICT (project_id, month, category_id) DO UPDATE
    SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;

  -- Only subtracting can empty a row; the upserts above are visible to this second statement only. A row
  -- empties only where some key of time_totals loses entries: a new entry booked into a month that already has
  -- time updates its row of time_totals (an UPDATE, with the old row subtracted) but adds an entry, and skips the
  -- removals (half of such a write's cost in PGlite).
  IF TG_OP = 'INSERT' OR NOT EXISTS (
    SELECT FROM unnest(changes) GROUP BY user_id, month, project_id, category_id, billable HAVING sum(entries) < 0) THEN
    RETURN NULL;
  END IF;
  WITH c AS MATERIALIZED (SELECT * FROM unnest(changes)),
  rm_monthly AS (
    DELETE FROM time_totals_monthly WHERE entries = 0 AND (user_id, month, billable) IN (SELECT user_id, month, billable FROM c)),
  rm_user_months AS (
    DELETE FROM time_totals_user_months WHERE entries = 0 AND (user_id, month) IN (SELECT user_id, month FROM c)),
  rm_by_user AS (
    DELETE FROM time_totals_by_user WHERE entries = 0 AND (user_id, billable) IN (SELECT user_id, billable FROM c)),
  rm_by_project AS (
    DELETE FROM time_totals_by_project WHERE entries = 0 AND project_id IN (SELECT project_id FROM c)),
  rm_project_users AS (
    DELETE FROM time_totals_project_users WHERE entries = 0 AND (project_id, month, user_id) IN (SELECT project_id, month, user_id FROM c)),
  rm_user_years AS (
    DELETE FROM time_totals_user_years WHERE upto_entries[12] = 0
      AND (year, user_id) IN (SELECT extract(year FROM month)::integer, user_id FROM c)),
  rm_project_user_years AS (
    DELETE FROM time_totals_project_user_years WHERE upto_entries[12] = 0
      AND (project_id, year, user_id) IN (SELECT project_id, extract(year FROM month)::integer, user_id FROM c))
  DELETE FROM time_totals_project_categories
  WHERE entries = 0 AND (project_id, month, category_id) IN (SELECT project_id, month, category_id FROM c);
  RETURN NULL;
END $function$;
--> statement-breakpoint
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
END $function$;
--> statement-breakpoint
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.time_totals_project_user_years_changes(changes time_totals[])
 RETURNS TABLE(project_id integer, year integer, user_id integer, upto_entries numeric[], upto_minutes numeric[], upto_cost numeric[])
 LANGUAGE sql
 STABLE
AS $function$
  SELECT project_id, extract(year FROM month)::integer AS year, user_id,
        ARRAY[coalesce(sum(entries) FILTER (WHERE m <= 1), 0), coalesce(sum(entries) FILTER (WHERE m <= 2), 0), coalesce(sum(entries) FILTER (WHERE m <= 3), 0), coalesce(sum(entries) FILTER (WHERE m <= 4), 0), coalesce(sum(entries) FILTER (WHERE m <= 5), 0), coalesce(sum(entries) FILTER (WHERE m <= 6), 0), coalesce(sum(entries) FILTER (WHERE m <= 7), 0), coalesce(sum(entries) FILTER (WHERE m <= 8), 0), coalesce(sum(entries) FILTER (WHERE m <= 9), 0), coalesce(sum(entries) FILTER (WHERE m <= 10), 0), coalesce(sum(entries) FILTER (WHERE m <= 11), 0), coalesce(sum(entries) FILTER (WHERE m <= 12), 0)],
        ARRAY[coalesce(sum(minutes) FILTER (WHERE m <= 1), 0), coalesce(sum(minutes) FILTER (WHERE m <= 2), 0), coalesce(sum(minutes) FILTER (WHERE m <= 3), 0), coalesce(sum(minutes) FILTER (WHERE m <= 4), 0), coalesce(sum(minutes) FILTER (WHERE m <= 5), 0), coalesce(sum(minutes) FILTER (WHERE m <= 6), 0), coalesce(sum(minutes) FILTER (WHERE m <= 7), 0), coalesce(sum(minutes) FILTER (WHERE m <= 8), 0), coalesce(sum(minutes) FILTER (WHERE m <= 9), 0), coalesce(sum(minutes) FILTER (WHERE m <= 10), 0), coalesce(sum(minutes) FILTER (WHERE m <= 11), 0), coalesce(sum(minutes) FILTER (WHERE m <= 12), 0)],
        ARRAY[coalesce(sum(cost) FILTER (WHERE m <= 1), 0), coalesce(sum(cost) FILTER (WHERE m <= 2), 0), coalesce(sum(cost) FILTER (WHERE m <= 3), 0), coalesce(sum(cost) FILTER (WHERE m <= 4), 0), coalesce(sum(cost) FILTER (WHERE m <= 5), 0), coalesce(sum(cost) FILTER (WHERE m <= 6), 0), coalesce(sum(cost) FILTER (WHERE m <= 7), 0), coalesce(sum(cost) FILTER (WHERE m <= 8), 0), coalesce(sum(cost) FILTER (WHERE m <= 9), 0), coalesce(sum(cost) FILTER (WHERE m <= 10), 0), coalesce(sum(cost) FILTER (WHERE m <= 11), 0), coalesce(sum(cost) FILTER (WHERE m <= 12), 0)]
      FROM (SELECT *, extract(month FROM month)::integer AS m FROM unnest(changes)) c GROUP BY 1, 2, 3
$function$;
--> statement-breakpoint
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.time_totals_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE time_totals, time_totals_monthly, time_totals_by_user, time_totals_by_project,
    time_totals_user_months, time_totals_user_years, time_totals_project_users, time_totals_project_user_years, time_totals_project_categories;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.time_totals_user_years_changes(changes time_totals[])
 RETURNS TABLE(year integer, user_id integer, minutes numeric[], cost numeric[], upto_entries numeric[], upto_minutes numeric[], upto_cost numeric[])
 LANGUAGE sql
 STABLE
AS $function$
  SELECT extract(year FROM month)::integer AS year, user_id,
        ARRAY[coalesce(sum(minutes) FILTER (WHERE m = 1), 0), coalesce(sum(minutes) FILTER (WHERE m = 2), 0), coalesce(sum(minutes) FILTER (WHERE m = 3), 0), coalesce(sum(minutes) FILTER (WHERE m = 4), 0), coalesce(sum(minutes) FILTER (WHERE m = 5), 0), coalesce(sum(minutes) FILTER (WHERE m = 6), 0), coalesce(sum(minutes) FILTER (WHERE m = 7), 0), coalesce(sum(minutes) FILTER (WHERE m = 8), 0), coalesce(sum(minutes) FILTER (WHERE m = 9), 0), coalesce(sum(minutes) FILTER (WHERE m = 10), 0), coalesce(sum(minutes) FILTER (WHERE m = 11), 0), coalesce(sum(minutes) FILTER (WHERE m = 12), 0)],
        ARRAY[coalesce(sum(cost) FILTER (WHERE m = 1), 0), coalesce(sum(cost) FILTER (WHERE m = 2), 0), coalesce(sum(cost) FILTER (WHERE m = 3), 0), coalesce(sum(cost) FILTER (WHERE m = 4), 0), coalesce(sum(cost) FILTER (WHERE m = 5), 0), coalesce(sum(cost) FILTER (WHERE m = 6), 0), coalesce(sum(cost) FILTER (WHERE m = 7), 0), coalesce(sum(cost) FILTER (WHERE m = 8), 0), coalesce(sum(cost) FILTER (WHERE m = 9), 0), coalesce(sum(cost) FILTER (WHERE m = 10), 0), coalesce(sum(cost) FILTER (WHERE m = 11), 0), coalesce(sum(cost) FILTER (WHERE m = 12), 0)],
        ARRAY[coalesce(sum(entries) FILTER (WHERE m <= 1), 0), coalesce(sum(entries) FILTER (WHERE m <= 2), 0), coalesce(sum(entries) FILTER (WHERE m <= 3), 0), coalesce(sum(entries) FILTER (WHERE m <= 4), 0), coalesce(sum(entries) FILTER (WHERE m <= 5), 0), coalesce(sum(entries) FILTER (WHERE m <= 6), 0), coalesce(sum(entries) FILTER (WHERE m <= 7), 0), coalesce(sum(entries) FILTER (WHERE m <= 8), 0), coalesce(sum(entries) FILTER (WHERE m <= 9), 0), coalesce(sum(entries) FILTER (WHERE m <= 10), 0), coalesce(sum(entries) FILTER (WHERE m <= 11), 0), coalesce(sum(entries) FILTER (WHERE m <= 12), 0)],
        ARRAY[coalesce(sum(minutes) FILTER (WHERE m <= 1), 0), coalesce(sum(minutes) FILTER (WHERE m <= 2), 0), coalesce(sum(minutes) FILTER (WHERE m <= 3), 0), coalesce(sum(minutes) FILTER (WHERE m <= 4), 0), coalesce(sum(minutes) FILTER (WHERE m <= 5), 0), coalesce(sum(minutes) FILTER (WHERE m <= 6), 0), coalesce(sum(minutes) FILTER (WHERE m <= 7), 0), coalesce(sum(minutes) FILTER (WHERE m <= 8), 0), coalesce(sum(minutes) FILTER (WHERE m <= 9), 0), coalesce(sum(minutes) FILTER (WHERE m <= 10), 0), coalesce(sum(minutes) FILTER (WHERE m <= 11), 0), coalesce(sum(minutes) FILTER (WHERE m <= 12), 0)],
        ARRAY[coalesce(sum(cost) FILTER (WHERE m <= 1), 0), coalesce(sum(cost) FILTER (WHERE m <= 2), 0), coalesce(sum(cost) FILTER (WHERE m <= 3), 0), coalesce(sum(cost) FILTER (WHERE m <= 4), 0), coalesce(sum(cost) FILTER (WHERE m <= 5), 0), coalesce(sum(cost) FILTER (WHERE m <= 6), 0), coalesce(sum(cost) FILTER (WHERE m <= 7), 0), coalesce(sum(cost) FILTER (WHERE m <= 8), 0), coalesce(sum(cost) FILTER (WHERE m <= 9), 0), coalesce(sum(cost) FILTER (WHERE m <= 10), 0), coalesce(sum(cost) FILTER (WHERE m <= 11), 0), coalesce(sum(cost) FILTER (WHERE m <= 12), 0)]
      FROM (SELECT *, extract(month FROM month)::integer AS m FROM unnest(changes)) c GROUP BY 1, 2
$function$;
