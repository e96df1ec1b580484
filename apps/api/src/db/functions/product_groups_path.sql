CREATE OR REPLACE FUNCTION public.product_groups_path()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A category's path is its parent's and itself: a new category, or one given another parent.
  NEW.path_ids := coalesce((SELECT path_ids FROM product_groups WHERE id = NEW.parent_id), '{}'::integer[]) || NEW.id;
  RETURN NEW;
END $function$
