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
END $function$
