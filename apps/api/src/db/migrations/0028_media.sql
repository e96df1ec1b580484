CREATE TABLE "file_variants" (
	"file_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "file_variants_file_id_kind_pk" PRIMARY KEY("file_id","kind"),
	CONSTRAINT "file_variants_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "alt_pl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "folder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "files_tags_idx" ON "files" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_focal_both" CHECK (("files"."focal_x" is null) = ("files"."focal_y" is null));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_focal_range" CHECK ("files"."focal_x" between 0 and 1 and "files"."focal_y" between 0 and 1);--> statement-breakpoint
-- The media library's permission subject for the built-in administrator groups of an existing installation (a new
-- one gets it from the reference seed): every verb, as DEFAULT_ROLE_PERMISSIONS grants it.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", 'Tresci__media', v.action
FROM "roles" r
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
