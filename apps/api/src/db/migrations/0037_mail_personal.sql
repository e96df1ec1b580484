ALTER TABLE "mail_recipients" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "unsubscribe_url" text;