-- time_totals_follow (0009) with static statements. 0009 built its statements as text on every write
-- (EXECUTE format(…)), so the database planned them anew each time: on PGlite 6.3–7.0 ms of the 8.4–9.0 ms
-- a time-entry insert and delete took (2.2–2.6 of 4.0–4.4 ms now, docs/benchmarks.md). Now a statement's
-- changes (new rows, old rows negated) are gathered into one time_totals[] and the upserts and deletes read
-- it with unnest: static statements, planned once per connection. Same summaries, keys and effect as 0009.
CREATE OR REPLACE FUNCTION time_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost)
  INSERT INTO time_totals_project_categories AS t (project_id, month, category_id, entries, minutes, cost)
  SELECT project_id, month, category_id, sum(entries), sum(minutes), sum(cost) FROM c GROUP BY 1, 2, 3
  HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0
  ON CONFLICT (project_id, month, category_id) DO UPDATE
    SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;

  -- Only subtracting can empty a row; the upserts above are visible to this second statement only.
  IF TG_OP = 'INSERT' THEN RETURN NULL; END IF;
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
    DELETE FROM time_totals_project_users WHERE entries = 0 AND (project_id, month, user_id) IN (SELECT project_id, month, user_id FROM c))
  DELETE FROM time_totals_project_categories
  WHERE entries = 0 AND (project_id, month, category_id) IN (SELECT project_id, month, category_id FROM c);
  RETURN NULL;
END $$;
