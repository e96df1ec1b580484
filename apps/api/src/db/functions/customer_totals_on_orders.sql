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
END $function$
