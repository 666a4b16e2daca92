ALTER TABLE "mail_outbox" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;