CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"label_pl" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"placeholder_pl" text DEFAULT '' NOT NULL,
	"placeholder_en" text DEFAULT '' NOT NULL,
	"help_pl" text DEFAULT '' NOT NULL,
	"help_en" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"consent_text_pl" text DEFAULT '' NOT NULL,
	"consent_text_en" text DEFAULT '' NOT NULL,
	"consent_version" integer DEFAULT 1 NOT NULL,
	"default_value" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_key_idx" ON "form_fields" USING btree ("key");--> statement-breakpoint
CREATE INDEX "form_fields_updated_idx" ON "form_fields" USING btree ("updated_at","id");--> statement-breakpoint
-- The forms' and messages' permission subjects for the built-in administrator groups of an existing installation
-- (a new one gets them from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants them.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", s.subject, v.action
FROM "roles" r
CROSS JOIN (VALUES ('Formularze'), ('Wiadomosci')) AS s(subject)
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
