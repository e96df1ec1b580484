CREATE TABLE "popup_pages" (
	"popup_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "popup_pages_popup_id_page_id_pk" PRIMARY KEY("popup_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_id" bigint,
	"button_label" text DEFAULT '' NOT NULL,
	"button_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"trigger" text DEFAULT 'delay' NOT NULL,
	"delay_seconds" integer DEFAULT 5 NOT NULL,
	"scroll_percent" integer DEFAULT 50 NOT NULL,
	"frequency" text DEFAULT 'session' NOT NULL,
	"frequency_days" integer DEFAULT 7 NOT NULL,
	"all_pages" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_pages" ADD CONSTRAINT "popup_pages_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_pages" ADD CONSTRAINT "popup_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_pages_page_idx" ON "popup_pages" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "popups_image_idx" ON "popups" USING btree ("image_id");--> statement-breakpoint
-- The pop-ups' permission subject for the built-in administrator groups of an existing installation (a new one
-- gets it from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants it.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", 'Tresci__popupy', v.action
FROM "roles" r
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
