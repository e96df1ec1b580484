CREATE TABLE "time_totals_project_categories" (
	"project_id" integer NOT NULL,
	"month" date NOT NULL,
	"category_id" integer NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_project_categories_project_id_month_category_id_pk" PRIMARY KEY("project_id","month","category_id")
);
--> statement-breakpoint
CREATE TABLE "time_totals_project_users" (
	"project_id" integer NOT NULL,
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_project_users_project_id_month_user_id_pk" PRIMARY KEY("project_id","month","user_id")
);
--> statement-breakpoint
CREATE TABLE "time_totals_user_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_user_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE INDEX "time_totals_user_months_month_idx" ON "time_totals_user_months" USING btree ("month");--> statement-breakpoint
-- Everything derived from time_totals now follows it per statement instead of row by row: each statement's
-- changes (its transition tables, old rows negated) are summed per key of each summary and applied with one
-- upsert per summary; rows left with no entries are removed. Row triggers updated the same person's and
-- project's roll-up rows once per changed time_totals row, and within one transaction every such update
-- left another row version to step over, so a bulk load slowed down as it went.
-- The summaries, by key:
--   time_totals_monthly             user_id, month, billable      (time list totals)
--   time_totals_user_months         user_id, month                (users report)
--   time_totals_by_user             user_id, billable             (time list totals without a date range)
--   time_totals_by_project          project_id                    (projects list, budgets)
--   time_totals_project_users       project_id, month, user_id    (project report: by person, by month)
--   time_totals_project_categories  project_id, month, category_id (project report: by kind of work)
DROP TRIGGER time_totals_monthly_apply ON time_totals;
--> statement-breakpoint
DROP TRIGGER time_totals_rollups_apply ON time_totals;
--> statement-breakpoint
DROP FUNCTION time_totals_monthly_apply();
--> statement-breakpoint
DROP FUNCTION time_totals_rollups_apply();
--> statement-breakpoint
DROP FUNCTION time_totals_rollups_add(integer, integer, boolean, integer, bigint, numeric);
--> statement-breakpoint
CREATE FUNCTION time_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summaries constant text[] := ARRAY[
    'time_totals_monthly:user_id, month, billable',
    'time_totals_user_months:user_id, month',
    'time_totals_by_user:user_id, billable',
    'time_totals_by_project:project_id',
    'time_totals_project_users:project_id, month, user_id',
    'time_totals_project_categories:project_id, month, category_id'];
  columns constant text := 'user_id, month, project_id, category_id, billable';
  changes text;
  upserts text[] := '{}';
  deletes text[] := '{}';
  summary text;
  keys text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    changes := format('SELECT %s, -entries AS entries, -minutes AS minutes, -cost AS cost FROM old_rows', columns);
  ELSE
    -- An upsert into time_totals fires both the INSERT and the UPDATE trigger, one of them usually empty.
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    changes := format('SELECT %s, entries, minutes, cost FROM new_rows', columns);
    IF TG_OP = 'UPDATE' THEN
      changes := changes || format(' UNION ALL SELECT %s, -entries, -minutes, -cost FROM old_rows', columns);
    END IF;
  END IF;
  FOREACH summary IN ARRAY summaries LOOP
    keys := split_part(summary, ':', 2);
    summary := split_part(summary, ':', 1);
    upserts := upserts || format(
      'up_%1$s AS (INSERT INTO %1$s AS t (%2$s, entries, minutes, cost)'
      ' SELECT %2$s, sum(entries), sum(minutes), sum(cost) FROM changes GROUP BY %2$s'
      ' HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(cost) <> 0'
      ' ON CONFLICT (%2$s) DO UPDATE SET entries = t.entries + excluded.entries,'
      ' minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost)', summary, keys);
    deletes := deletes || format(
      'rm_%1$s AS (DELETE FROM %1$s WHERE entries = 0 AND (%2$s) IN (SELECT %2$s FROM changes))', summary, keys);
  END LOOP;
  EXECUTE format('WITH changes AS MATERIALIZED (%s), %s SELECT', changes, array_to_string(upserts, ', '));
  -- Only subtracting can empty a row.
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('WITH changes AS MATERIALIZED (%s), %s SELECT', changes, array_to_string(deletes, ', '));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_follow_insert AFTER INSERT ON time_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_follow();
--> statement-breakpoint
CREATE TRIGGER time_totals_follow_update AFTER UPDATE ON time_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_follow();
--> statement-breakpoint
CREATE TRIGGER time_totals_follow_delete AFTER DELETE ON time_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_follow();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION time_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE time_totals, time_totals_monthly, time_totals_by_user, time_totals_by_project,
    time_totals_user_months, time_totals_project_users, time_totals_project_categories;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO time_totals_user_months (user_id, month, entries, minutes, cost)
SELECT user_id, month, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO time_totals_project_users (project_id, month, user_id, entries, minutes, cost)
SELECT project_id, month, user_id, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO time_totals_project_categories (project_id, month, category_id, entries, minutes, cost)
SELECT project_id, month, category_id, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1, 2, 3;
