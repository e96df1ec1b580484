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
END $function$
