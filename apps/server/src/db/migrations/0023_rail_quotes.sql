-- Staff quote rail LCL and full-container inquiries too: the quoter and one price for the whole inquiry.
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotationuserid" bigint;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotermail" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotedate" date;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quoteremark" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotedprice" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "quotedcurrency" char(3) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotationuserid" bigint;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotermail" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotedate" date;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quoteremark" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotedprice" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "quotedcurrency" char(3) DEFAULT '' NOT NULL;
