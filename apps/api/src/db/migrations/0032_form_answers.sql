CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'pl' NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"sender_email" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"read_at" timestamp with time zone,
	"assigned_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"body" text NOT NULL,
	"to_email" text NOT NULL,
	"sent_by" integer,
	"mail_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_answer_id_form_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."form_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_form_idx" ON "form_answers" USING btree ("form_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_answers_ip_idx" ON "form_answers" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_answer_idx" ON "inbox_messages" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_created_idx" ON "inbox_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_messages_unread_idx" ON "inbox_messages" USING btree ("id") WHERE "inbox_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_replies_message_idx" ON "inbox_replies" USING btree ("message_id","id");