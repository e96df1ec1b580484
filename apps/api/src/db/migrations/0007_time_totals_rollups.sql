CREATE TABLE "time_totals_by_project" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_totals_by_user" (
	"user_id" integer NOT NULL,
	"billable" boolean NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_by_user_user_id_billable_pk" PRIMARY KEY("user_id","billable")
);
--> statement-breakpoint
-- time_totals rolled up over all time, per person and billable flag and per project, kept row by row in the
-- writing transaction like time_totals_monthly (0004): the unfiltered time list's totals read ~2 rows per
-- person, and a project's hours and cost used one row, instead of summing its months.
CREATE FUNCTION time_totals_rollups_add(p_user integer, p_project integer, p_billable boolean, p_entries integer, p_minutes bigint, p_cost numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing to add (a time_totals row emptied to 0 being deleted): don't bring back a row already removed.
  IF p_entries = 0 AND p_minutes = 0 AND p_cost = 0 THEN
    RETURN;
  END IF;
  INSERT INTO time_totals_by_user AS t (user_id, billable, entries, minutes, cost)
  VALUES (p_user, p_billable, p_entries, p_minutes, p_cost)
  ON CONFLICT (user_id, billable) DO UPDATE
    SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  INSERT INTO time_totals_by_project AS t (project_id, entries, minutes, cost)
  VALUES (p_project, p_entries, p_minutes, p_cost)
  ON CONFLICT (project_id) DO UPDATE
    SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  IF p_entries <= 0 THEN
    DELETE FROM time_totals_by_user WHERE user_id = p_user AND billable = p_billable AND entries = 0;
    DELETE FROM time_totals_by_project WHERE project_id = p_project AND entries = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION time_totals_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The usual case (an entry more or less in a month's group): one change by the difference.
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.project_id, OLD.billable) = (NEW.user_id, NEW.project_id, NEW.billable) THEN
    PERFORM time_totals_rollups_add(NEW.user_id, NEW.project_id, NEW.billable,
      NEW.entries - OLD.entries, NEW.minutes - OLD.minutes, NEW.cost - OLD.cost);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM time_totals_rollups_add(OLD.user_id, OLD.project_id, OLD.billable, -OLD.entries, -OLD.minutes, -OLD.cost);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM time_totals_rollups_add(NEW.user_id, NEW.project_id, NEW.billable, NEW.entries, NEW.minutes, NEW.cost);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_rollups_apply AFTER INSERT OR UPDATE OR DELETE ON time_totals
  FOR EACH ROW EXECUTE FUNCTION time_totals_rollups_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION time_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE time_totals, time_totals_monthly, time_totals_by_user, time_totals_by_project;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO time_totals_by_user (user_id, billable, entries, minutes, cost)
SELECT user_id, billable, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO time_totals_by_project (project_id, entries, minutes, cost)
SELECT project_id, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1;
