CREATE TABLE "time_totals" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"project_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"billable" boolean NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_user_id_month_project_id_category_id_billable_pk" PRIMARY KEY("user_id","month","project_id","category_id","billable")
);
--> statement-breakpoint
CREATE INDEX "time_totals_project_idx" ON "time_totals" USING btree ("project_id","month");--> statement-breakpoint
CREATE INDEX "time_totals_month_idx" ON "time_totals" USING btree ("month");--> statement-breakpoint
CREATE INDEX "time_entries_started_idx" ON "time_entries" USING btree ("started_at","id");
--> statement-breakpoint
CREATE TABLE "time_totals_monthly" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"billable" boolean NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_totals_monthly_user_id_month_billable_pk" PRIMARY KEY("user_id","month","billable")
);
--> statement-breakpoint
CREATE INDEX "time_totals_monthly_month_idx" ON "time_totals_monthly" USING btree ("month");
--> statement-breakpoint
-- time_totals (see tables/crm.ts) is kept exact by the database itself, in the same transaction as every
-- write: statement-level triggers with transition tables on time_entries (one grouped upsert per statement,
-- so bulk writes stay cheap) and a row trigger on rates that recomputes the affected person's months (a rate
-- changes the cost of every entry of that person from its valid_from on). Every write path (API, timer, work
-- days, undo, foreign-key actions, plain SQL) is covered without the application having to remember it.
CREATE FUNCTION time_totals_on_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO time_totals AS t (user_id, month, project_id, category_id, billable, entries, minutes, cost)
    SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
           -count(*), -sum(e.minutes), -coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
    FROM old_rows e
    LEFT JOIN LATERAL (
      SELECT rates.hourly_rate FROM rates
      WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
      ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
    ) r ON true
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, month, project_id, category_id, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO time_totals AS t (user_id, month, project_id, category_id, billable, entries, minutes, cost)
    SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
           count(*), sum(e.minutes), coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
    FROM new_rows e
    LEFT JOIN LATERAL (
      SELECT rates.hourly_rate FROM rates
      WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
      ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
    ) r ON true
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (user_id, month, project_id, category_id, billable) DO UPDATE
      SET entries = t.entries + excluded.entries, minutes = t.minutes + excluded.minutes, cost = t.cost + excluded.cost;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM time_totals t USING (SELECT DISTINCT user_id, date_trunc('month', day)::date AS month FROM old_rows) o
    WHERE t.user_id = o.user_id AND t.month = o.month AND t.entries = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_insert AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_on_entries();
--> statement-breakpoint
CREATE TRIGGER time_totals_update AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_on_entries();
--> statement-breakpoint
CREATE TRIGGER time_totals_delete AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION time_totals_on_entries();
--> statement-breakpoint
CREATE FUNCTION time_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE time_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_truncate AFTER TRUNCATE ON time_entries FOR EACH STATEMENT EXECUTE FUNCTION time_totals_truncate();
--> statement-breakpoint
-- Recomputes one person's months from `since` on, from the entries and the rates as they are now. Takes the
-- person's time lock (the one time writes take, time-entries/repository.ts) so no entry write interleaves.
CREATE FUNCTION time_totals_refresh(person integer, since date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  first_month date := date_trunc('month', since)::date;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('time:' || person::text));
  DELETE FROM time_totals WHERE user_id = person AND month >= first_month;
  INSERT INTO time_totals (user_id, month, project_id, category_id, billable, entries, minutes, cost)
  SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
         count(*), sum(e.minutes), coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
  FROM time_entries e
  LEFT JOIN LATERAL (
    SELECT rates.hourly_rate FROM rates
    WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
    ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
  ) r ON true
  WHERE e.user_id = person AND e.day >= first_month
  GROUP BY 1, 2, 3, 4, 5;
END $$;
--> statement-breakpoint
CREATE FUNCTION time_totals_on_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id THEN
    PERFORM time_totals_refresh(NEW.user_id, least(OLD.valid_from, NEW.valid_from));
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM time_totals_refresh(OLD.user_id, OLD.valid_from);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM time_totals_refresh(NEW.user_id, NEW.valid_from);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_rates AFTER INSERT OR UPDATE OR DELETE ON rates FOR EACH ROW EXECUTE FUNCTION time_totals_on_rates();
--> statement-breakpoint
-- Existing entries (an upgraded installation): the totals start out exact.
INSERT INTO time_totals (user_id, month, project_id, category_id, billable, entries, minutes, cost)
SELECT e.user_id, date_trunc('month', e.day)::date, e.project_id, coalesce(e.category_id, 0), e.billable,
       count(*), sum(e.minutes), coalesce(sum(round(e.minutes * r.hourly_rate / 60.0, 2)), 0)
FROM time_entries e
LEFT JOIN LATERAL (
  SELECT rates.hourly_rate FROM rates
  WHERE rates.user_id = e.user_id AND rates.valid_from <= e.day AND (rates.project_id IS NULL OR rates.project_id = e.project_id)
  ORDER BY rates.project_id IS NULL, rates.valid_from DESC LIMIT 1
) r ON true
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- time_totals_monthly follows time_totals row by row (a time write changes a handful of time_totals rows,
-- so a row trigger is cheap), in the same transaction. A truncate of time_entries empties both.
CREATE FUNCTION time_totals_monthly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO time_totals_monthly AS m (user_id, month, billable, entries, minutes, cost)
    VALUES (OLD.user_id, OLD.month, OLD.billable, -OLD.entries, -OLD.minutes, -OLD.cost)
    ON CONFLICT (user_id, month, billable) DO UPDATE
      SET entries = m.entries + excluded.entries, minutes = m.minutes + excluded.minutes, cost = m.cost + excluded.cost;
    DELETE FROM time_totals_monthly
    WHERE user_id = OLD.user_id AND month = OLD.month AND billable = OLD.billable AND entries = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO time_totals_monthly AS m (user_id, month, billable, entries, minutes, cost)
    VALUES (NEW.user_id, NEW.month, NEW.billable, NEW.entries, NEW.minutes, NEW.cost)
    ON CONFLICT (user_id, month, billable) DO UPDATE
      SET entries = m.entries + excluded.entries, minutes = m.minutes + excluded.minutes, cost = m.cost + excluded.cost;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_totals_monthly_apply AFTER INSERT OR UPDATE OR DELETE ON time_totals
  FOR EACH ROW EXECUTE FUNCTION time_totals_monthly_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION time_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE time_totals, time_totals_monthly;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO time_totals_monthly (user_id, month, billable, entries, minutes, cost)
SELECT user_id, month, billable, sum(entries), sum(minutes), sum(cost) FROM time_totals GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Everything a project asks of time_totals (its report, the projects list, budgets) read from the index alone:
-- a project's rows are spread over the table (it is ordered by person), so heap visits were the cost.
-- Same name and key as in tables/crm.ts; drizzle-kit does not know INCLUDE, so it lives here.
DROP INDEX IF EXISTS "time_totals_project_idx";
--> statement-breakpoint
CREATE INDEX "time_totals_project_idx" ON "time_totals" USING btree ("project_id", "month")
  INCLUDE ("user_id", "category_id", "billable", "entries", "minutes", "cost");
