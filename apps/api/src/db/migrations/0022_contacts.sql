CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'person' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'PL' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_position_whole" CHECK (("contacts"."latitude" is null) = ("contacts"."longitude" is null))
);
--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "contacts_city_idx" ON "contacts" USING btree ("city","id");--> statement-breakpoint
-- The contacts' permission subject for the built-in administrator groups of an existing installation (a new one
-- gets it from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants it.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", 'Tresci__kontakty', v.action
FROM "roles" r
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
