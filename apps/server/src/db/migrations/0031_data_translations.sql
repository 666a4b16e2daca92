ALTER TABLE "rail_fcl_rate" ADD COLUMN "englishpickupctnaddress" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_fcl_rate" ADD COLUMN "russianpickupctnaddress" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "surcharge" ADD COLUMN "englishremark" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "surcharge" ADD COLUMN "russianremark" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "englishdooraddress" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "russiandooraddress" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "englishquotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "russianquotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "englishcommodity" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "russiancommodity" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "englishquotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "russianquotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_inquiry" ADD COLUMN "englishreturnctnaddress" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_inquiry" ADD COLUMN "russianreturnctnaddress" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_inquiry" ADD COLUMN "englishquotername" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_inquiry" ADD COLUMN "russianquotername" varchar(64) DEFAULT '' NOT NULL;