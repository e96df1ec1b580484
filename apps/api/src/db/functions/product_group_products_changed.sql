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
END $function$
