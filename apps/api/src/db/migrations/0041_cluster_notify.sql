CREATE OR REPLACE FUNCTION public.customer_totals_on_order_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  counted boolean := OLD.state = 'placed' AND OLD.customer_id IS NOT NULL;
  counts boolean := NEW.state = 'placed' AND NEW.customer_id IS NOT NULL;
  old_at timestamptz := coalesce(OLD.placed_at, OLD.created_at);
  new_at timestamptz := coalesce(NEW.placed_at, NEW.created_at);
BEGIN
  -- One order changed in a way its customer's totals see (the trigger's WHEN): what it counted goes, what it
  -- counts comes; a row trigger is a tenth of a statement trigger's cost for the one row a placement changes.
  -- When the customer's latest order stops counting (or moves earlier), the latest that is left is read.
  IF counted AND counts AND OLD.customer_id = NEW.customer_id THEN
    UPDATE customers c SET lifetime_value = c.lifetime_value + (NEW.total_gross - NEW.refunded_amount) - (OLD.total_gross - OLD.refunded_amount),
      last_order_at = CASE WHEN new_at < old_at AND old_at >= c.last_order_at
        THEN (SELECT max(coalesce(o.placed_at, o.created_at)) FROM orders o WHERE o.customer_id = c.id AND o.state = 'placed')
        ELSE greatest(c.last_order_at, new_at) END
    WHERE c.id = NEW.customer_id;
    RETURN NULL;
  END IF;
  IF counted THEN
    UPDATE customers c SET orders_count = c.orders_count - 1, lifetime_value = c.lifetime_value - (OLD.total_gross - OLD.refunded_amount),
      last_order_at = CASE WHEN old_at >= c.last_order_at
        THEN (SELECT max(coalesce(o.placed_at, o.created_at)) FROM orders o WHERE o.customer_id = c.id AND o.state = 'placed')
        ELSE c.last_order_at END
    WHERE c.id = OLD.customer_id;
  END IF;
  IF counts THEN
    UPDATE customers c SET orders_count = c.orders_count + 1, lifetime_value = c.lifetime_value + (NEW.total_gross - NEW.refunded_amount),
      last_order_at = greatest(c.last_order_at, new_at)
    WHERE c.id = NEW.customer_id;
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.customer_totals_on_orders()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids integer[]; ns integer[]; vs bigint[]; added timestamptz[]; removed timestamptz[];
BEGIN
  -- What a customer is worth counts the placed orders (drafts are not orders yet, cancelled ones were never paid
  -- for), changed by what this statement added or took away: a customer with thousands of orders costs no more.
  -- Inserts and deletes, often many rows at once (seeds, imports); an update is customer_totals_on_order_update's.
  -- The transition tables a trigger lacks are never read: each branch is planned only when it runs.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(customer_id), array_agg(n), array_agg(v), array_agg(a), array_agg(r) INTO ids, ns, vs, added, removed FROM (
      SELECT customer_id, count(*)::int AS n, sum(total_gross - refunded_amount)::bigint AS v, max(coalesce(placed_at, created_at)) AS a, NULL::timestamptz AS r
      FROM new_rows WHERE state = 'placed' AND customer_id IS NOT NULL GROUP BY customer_id) x;
  ELSE
    SELECT array_agg(customer_id), array_agg(n), array_agg(v), array_agg(a), array_agg(r) INTO ids, ns, vs, added, removed FROM (
      SELECT customer_id, -count(*)::int AS n, -sum(total_gross - refunded_amount)::bigint AS v, NULL::timestamptz AS a, max(coalesce(placed_at, created_at)) AS r
      FROM old_rows WHERE state = 'placed' AND customer_id IS NOT NULL GROUP BY customer_id) x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE customers c SET orders_count = c.orders_count + ch.n, lifetime_value = c.lifetime_value + ch.v,
    -- The latest order gone (cancelled, deleted) and nothing as late added: read the latest that is left.
    last_order_at = CASE
      WHEN ch.r IS NOT NULL AND ch.r >= c.last_order_at AND (ch.a IS NULL OR ch.a < ch.r)
        THEN (SELECT max(coalesce(o.placed_at, o.created_at)) FROM orders o WHERE o.customer_id = c.id AND o.state = 'placed')
      ELSE greatest(c.last_order_at, ch.a) END
  FROM unnest(ids, ns, vs, added, removed) AS ch(customer_id, n, v, a, r)
  WHERE c.id = ch.customer_id AND (ch.n <> 0 OR ch.v <> 0 OR ch.a IS DISTINCT FROM ch.r);
  RETURN NULL;
END $function$;
--> statement-breakpoint
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
CREATE OR REPLACE FUNCTION public.harmony_content_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~content');
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.harmony_online_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('harmony_auth', '~online');
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.harmony_order_sequence(order_year integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  seq text := 'orders_sequence_' || order_year;
  n bigint;
BEGIN
  -- An order's yearly number from the year's own sequence, made at the year's first placement: nothing is
  -- locked until the commit, so placements don't queue for their numbers. A number is lost only when the
  -- placement fails after taking it (its commit), as with Saleor's and Shopify's order numbers.
  IF to_regclass(seq) IS NULL THEN
    PERFORM pg_advisory_xact_lock(25, order_year);
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer', seq);
  END IF;
  n := nextval(seq);
  -- Numbers written around the sequence (the seeds, a restored backup) stay taken: the sequence moves past
  -- them once, under the year's lock, so two placements doing so at once don't both take the same number.
  -- (max: one step down the (year, sequence) index whatever the plan; an EXISTS planned for any value walked
  -- the whole table when nothing matched, as is usual)
  IF (SELECT max(sequence) FROM orders WHERE year = order_year) >= n THEN
    PERFORM pg_advisory_xact_lock(25, order_year);
    EXECUTE format('SELECT setval(%L, greatest((SELECT max(sequence) FROM orders WHERE year = %s), (SELECT last_value FROM %I)))', seq, order_year, seq);
    n := nextval(seq);
  END IF;
  RETURN n;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_group_products_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- The products whose categories this statement changed (one refresh a statement, however many rows).
  -- The transition tables a trigger lacks are never read: each branch is planned only when it runs.
  IF TG_OP = 'INSERT' THEN
    PERFORM product_group_tree_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_group_tree_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_group_tree_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_group_tree_refresh(product_ids integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- These products' categories with all their ancestors, sorted, written only where they changed.
  UPDATE products p SET group_tree_ids = t.ids
  FROM (
    SELECT q.id, coalesce((
      SELECT array_agg(DISTINCT x ORDER BY x)
      FROM product_group_products l JOIN product_groups g ON g.id = l.group_id CROSS JOIN unnest(g.path_ids) x
      WHERE l.product_id = q.id), '{}'::integer[]) AS ids
    FROM unnest(product_ids) q(id)
  ) t
  WHERE p.id = t.id AND p.group_tree_ids IS DISTINCT FROM t.ids;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_groups_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A moved branch: below the moved category every path keeps its tail and takes the new head, and the
  -- products anywhere in the branch get their categories' ancestors again.
  UPDATE product_groups SET path_ids = NEW.path_ids || path_ids[array_position(path_ids, NEW.id) + 1:]
  WHERE path_ids @> ARRAY[NEW.id] AND id <> NEW.id;
  PERFORM product_group_tree_refresh(ARRAY(
    SELECT DISTINCT l.product_id FROM product_group_products l JOIN product_groups g ON g.id = l.group_id
    WHERE g.path_ids @> ARRAY[NEW.id]));
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_groups_path()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A category's path is its parent's and itself: a new category, or one given another parent.
  NEW.path_ids := coalesce((SELECT path_ids FROM product_groups WHERE id = NEW.parent_id), '{}'::integer[]) || NEW.id;
  RETURN NEW;
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
