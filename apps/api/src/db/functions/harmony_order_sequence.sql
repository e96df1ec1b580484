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
END $function$
