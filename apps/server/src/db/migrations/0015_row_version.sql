ALTER TABLE "sys_config" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dept" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_notice" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_post" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gen_table" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gen_table_column" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_job" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "port" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_fcl_rate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_rate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_rate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_lane" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_inquiry" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holiday" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sea_inquiry" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "truck_rate" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every update of a row raises its version, whichever code path writes it: an edit saved from an older version matches no row.
CREATE OR REPLACE FUNCTION "raise_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_config_row_version" BEFORE UPDATE ON "sys_config" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_dept_row_version" BEFORE UPDATE ON "sys_dept" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_dict_data_row_version" BEFORE UPDATE ON "sys_dict_data" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_dict_type_row_version" BEFORE UPDATE ON "sys_dict_type" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_menu_row_version" BEFORE UPDATE ON "sys_menu" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_notice_row_version" BEFORE UPDATE ON "sys_notice" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_post_row_version" BEFORE UPDATE ON "sys_post" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_role_row_version" BEFORE UPDATE ON "sys_role" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
-- A sign-in writes only the login address and time: it is not an edit, and an open edit dialog of that user stays valid.
CREATE TRIGGER "sys_user_row_version" BEFORE UPDATE ON "sys_user" FOR EACH ROW WHEN (OLD."login_date" IS NOT DISTINCT FROM NEW."login_date") EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "gen_table_row_version" BEFORE UPDATE ON "gen_table" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "gen_table_column_row_version" BEFORE UPDATE ON "gen_table_column" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_job_row_version" BEFORE UPDATE ON "sys_job" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "customer_row_version" BEFORE UPDATE ON "customer" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "exchange_rate_row_version" BEFORE UPDATE ON "exchange_rate" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "carrier_row_version" BEFORE UPDATE ON "carrier" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "port_row_version" BEFORE UPDATE ON "port" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_fcl_rate_row_version" BEFORE UPDATE ON "rail_fcl_rate" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_rate_row_version" BEFORE UPDATE ON "rail_lcl_rate" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sea_rate_row_version" BEFORE UPDATE ON "sea_rate" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "trade_lane_row_version" BEFORE UPDATE ON "trade_lane" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "fcl_inquiry_row_version" BEFORE UPDATE ON "fcl_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "holiday_row_version" BEFORE UPDATE ON "holiday" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_inquiry_row_version" BEFORE UPDATE ON "rail_lcl_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "sea_inquiry_row_version" BEFORE UPDATE ON "sea_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
--> statement-breakpoint
CREATE TRIGGER "truck_rate_row_version" BEFORE UPDATE ON "truck_rate" FOR EACH ROW EXECUTE FUNCTION "raise_row_version"();
