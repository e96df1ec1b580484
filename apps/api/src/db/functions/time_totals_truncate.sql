CREATE OR REPLACE FUNCTION public.time_totals_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  TRUNCATE time_totals, time_totals_monthly, time_totals_by_user, time_totals_by_project,
    time_totals_user_months, time_totals_user_years, time_totals_project_users, time_totals_project_user_years, time_totals_project_categories;
  RETURN NULL;
END $function$
