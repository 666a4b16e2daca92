-- Every write to what a rate search shows raises rates_version in the same transaction (see the schema).
INSERT INTO "rates_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_rates_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rates_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "port_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "port" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "trade_lane_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "trade_lane" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "carrier_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carrier" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_rate_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rail_lcl_rate" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_price_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rail_lcl_price" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_fcl_rate_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rail_fcl_rate" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "sea_rate_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sea_rate" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
--> statement-breakpoint
CREATE TRIGGER "surcharge_rates_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "surcharge" FOR EACH STATEMENT EXECUTE FUNCTION "raise_rates_version"();
