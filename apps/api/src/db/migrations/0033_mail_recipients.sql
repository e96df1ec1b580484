CREATE TABLE "mail_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail_id" bigint NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_recipients_mail_idx" ON "mail_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "mail_recipients_pending_idx" ON "mail_recipients" USING btree ("mail_id","id") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_recipients_sent_at_idx" ON "mail_recipients" USING btree ("sent_at") WHERE sent_at is not null;--> statement-breakpoint
-- Every mail queued before recipients were tracked: one row per address, in the mail's state.
INSERT INTO "mail_recipients" ("mail_id", "email", "status", "attempts", "last_error", "sent_at")
SELECT m."id", e.email, m."status", m."attempts", m."last_error", m."sent_at"
FROM "mails" m CROSS JOIN LATERAL jsonb_array_elements_text(m."emails") AS e(email);--> statement-breakpoint
-- Messaging's subjects (issue 28), granted to the built-in administrator groups as the shop's and the forms' were.
INSERT INTO "role_permissions" ("role_id", "subject", "action")
SELECT r."id", s.subject, v.action
FROM "roles" r
CROSS JOIN (VALUES ('Mailing'), ('Newsletter'), ('Push')) AS s(subject)
CROSS JOIN (VALUES ('listowanie'), ('dodawanie'), ('edycja'), ('usuwanie')) AS v(action)
WHERE r."name" IN ('Superadministrator', 'Administrator')
ON CONFLICT DO NOTHING;
