CREATE TABLE "form_field_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"required" boolean,
	"condition_key" text DEFAULT '' NOT NULL,
	"condition_value" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_contact" boolean DEFAULT false NOT NULL,
	"confirmation_pl" text DEFAULT '' NOT NULL,
	"confirmation_en" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"notify_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"notify_reply_to" boolean DEFAULT true NOT NULL,
	"notify_subject" text DEFAULT '' NOT NULL,
	"notify_body" text DEFAULT '' NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_field_links" ADD CONSTRAINT "form_field_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_field_links" ADD CONSTRAINT "form_field_links_field_id_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."form_fields"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_field_links_form_idx" ON "form_field_links" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_field_links_field_idx" ON "form_field_links" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_uuid_idx" ON "forms" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "forms_updated_idx" ON "forms" USING btree ("updated_at","id");