DROP INDEX "mail_recipients_sent_at_idx";--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_recipients_claimed_at_idx" ON "mail_recipients" USING btree ("claimed_at") WHERE claimed_at is not null;--> statement-breakpoint
-- What went out in the last minute before the upgrade still counts against the throttle.
UPDATE "mail_recipients" SET "claimed_at" = "sent_at" WHERE "sent_at" > now() - interval '1 minute';
