CREATE TABLE "realization_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"realization_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"completed_on" date,
	"city" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realizations_position_whole" CHECK (("realizations"."latitude" is null) = ("realizations"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "realization_images" ADD CONSTRAINT "realization_images_realization_id_realizations_id_fk" FOREIGN KEY ("realization_id") REFERENCES "public"."realizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realization_images" ADD CONSTRAINT "realization_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realization_images_realization_idx" ON "realization_images" USING btree ("realization_id","position");--> statement-breakpoint
CREATE INDEX "realization_images_file_idx" ON "realization_images" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "realizations_slug_idx" ON "realizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "realizations_completed_idx" ON "realizations" USING btree ("completed_on","id");--> statement-breakpoint
CREATE INDEX "realizations_category_idx" ON "realizations" USING btree ("category","id");--> statement-breakpoint
-- The realizations' permission subject for the built-in administrator groups of an existing installation (a new
-- one gets it from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants it.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", 'Tresci__realizacje', v.action
FROM "roles" r
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
