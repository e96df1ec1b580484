-- The shop's lists at 200,000 products, 50,000 customers and a million orders (docs/benchmarks.md, issue 25): the
-- search boxes' trigrams (pg_trgm is trusted since PostgreSQL 13: the database's owner may create it), the default
-- sorts' indexes, and the customers' order totals kept by the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "customers_name_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lifetime_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_lifetime_value_idx" ON "customers" USING btree ("lifetime_value","id");--> statement-breakpoint
CREATE INDEX "customers_display_name_idx" ON "customers" USING btree ((case when "kind" = 'company' then "company_name" else trim("first_name" || ' ' || "last_name") end),"id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (translate(coalesce("number", '') || ' ' || coalesce("customer_data"->>'name', '') || ' ' || coalesce("customer_data"->>'company_name', '') || ' ' || coalesce("customer_data"->>'email', ''), 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáéíöüäčřšžýÁÉÍÖÜÄČŘŠŽÝ', 'acelnoszzACELNOSZZaeiouacrszyAEIOUACRSZY') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (translate("first_name" || ' ' || "last_name" || ' ' || "company_name" || ' ' || "email" || ' ' || coalesce("nip", '') || ' ' || "phone", 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáéíöüäčřšžýÁÉÍÖÜÄČŘŠŽÝ', 'acelnoszzACELNOSZZaeiouacrszyAEIOUACRSZY') gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION customer_totals_on_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[]; ns integer[]; vs bigint[]; added timestamptz[]; removed timestamptz[];
BEGIN
  -- What a customer is worth counts the placed orders (drafts are not orders yet, cancelled ones were never paid
  -- for), changed by what this statement added and took away: a customer with thousands of orders costs no more.
  -- The transition tables a trigger lacks are never read: each branch is planned only when it runs.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(customer_id), array_agg(n), array_agg(v), array_agg(a), array_agg(r) INTO ids, ns, vs, added, removed FROM (
      SELECT customer_id, count(*)::int AS n, sum(total_gross - refunded_amount)::bigint AS v, max(coalesce(placed_at, created_at)) AS a, NULL::timestamptz AS r
      FROM new_rows WHERE state = 'placed' AND customer_id IS NOT NULL GROUP BY customer_id) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(customer_id), array_agg(n), array_agg(v), array_agg(a), array_agg(r) INTO ids, ns, vs, added, removed FROM (
      SELECT customer_id, -count(*)::int AS n, -sum(total_gross - refunded_amount)::bigint AS v, NULL::timestamptz AS a, max(coalesce(placed_at, created_at)) AS r
      FROM old_rows WHERE state = 'placed' AND customer_id IS NOT NULL GROUP BY customer_id) x;
  ELSE
    SELECT array_agg(customer_id), array_agg(n), array_agg(v), array_agg(a), array_agg(r) INTO ids, ns, vs, added, removed FROM (
      SELECT customer_id, sum(n)::int AS n, sum(v)::bigint AS v, max(a) AS a, max(r) AS r FROM (
        SELECT customer_id, 1 AS n, total_gross - refunded_amount AS v, coalesce(placed_at, created_at) AS a, NULL::timestamptz AS r
        FROM new_rows WHERE state = 'placed'
        UNION ALL
        SELECT customer_id, -1, -(total_gross - refunded_amount), NULL, coalesce(placed_at, created_at)
        FROM old_rows WHERE state = 'placed'
      ) y WHERE customer_id IS NOT NULL GROUP BY customer_id) x;
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
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER customer_totals_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_on_orders();
--> statement-breakpoint
CREATE TRIGGER customer_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_on_orders();
--> statement-breakpoint
UPDATE customers c SET orders_count = s.n, lifetime_value = s.v, last_order_at = s.last
FROM (
  SELECT customer_id, count(*)::int AS n, sum(total_gross - refunded_amount)::bigint AS v, max(coalesce(placed_at, created_at)) AS last
  FROM orders WHERE state = 'placed' AND customer_id IS NOT NULL GROUP BY customer_id
) s
WHERE c.id = s.customer_id;
--> statement-breakpoint
-- Products' search text loses its diacritics (searchTextOf in @harmony/shared): "krzeslo" finds "Krzesło".
UPDATE products SET search_text = translate(search_text, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáéíöüäčřšžýÁÉÍÖÜÄČŘŠŽÝ', 'acelnoszzACELNOSZZaeiouacrszyAEIOUACRSZY') WHERE search_text <> translate(search_text, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáéíöüäčřšžýÁÉÍÖÜÄČŘŠŽÝ', 'acelnoszzACELNOSZZaeiouacrszyAEIOUACRSZY');
