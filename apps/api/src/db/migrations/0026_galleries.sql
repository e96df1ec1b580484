CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"mobile_file_id" bigint,
	"title" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_mobile_file_id_files_id_fk" FOREIGN KEY ("mobile_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_slug_idx" ON "galleries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "gallery_items_gallery_idx" ON "gallery_items" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE INDEX "gallery_items_file_idx" ON "gallery_items" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sliders_slug_idx" ON "sliders" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "slides_slider_idx" ON "slides" USING btree ("slider_id","position");--> statement-breakpoint
CREATE INDEX "slides_file_idx" ON "slides" USING btree ("file_id");--> statement-breakpoint
-- The galleries' and sliders' permission subject for the built-in administrator groups of an existing
-- installation (a new one gets it from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants it.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", 'Tresci__galerie', v.action
FROM "roles" r
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
