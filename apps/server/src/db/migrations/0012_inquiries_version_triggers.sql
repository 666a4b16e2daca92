-- Every write to an inquiry raises its customer's inquiries_version in the same transaction (see the schema).
CREATE OR REPLACE FUNCTION "raise_inquiries_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "inquiries_version" ("customer_id", "version") VALUES (OLD."customer_id", 1)
      ON CONFLICT ("customer_id") DO UPDATE SET "version" = "inquiries_version"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."customer_id" IS DISTINCT FROM OLD."customer_id") THEN
    INSERT INTO "inquiries_version" ("customer_id", "version") VALUES (NEW."customer_id", 1)
      ON CONFLICT ("customer_id") DO UPDATE SET "version" = "inquiries_version"."version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A truncate names no rows: every customer's lists are computed again.
CREATE OR REPLACE FUNCTION "raise_all_inquiries_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inquiries_version" SET "version" = "version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_inquiry_inquiries_version" AFTER INSERT OR UPDATE OR DELETE ON "rail_lcl_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_inquiries_version"();
--> statement-breakpoint
CREATE TRIGGER "fcl_inquiry_inquiries_version" AFTER INSERT OR UPDATE OR DELETE ON "fcl_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_inquiries_version"();
--> statement-breakpoint
CREATE TRIGGER "sea_inquiry_inquiries_version" AFTER INSERT OR UPDATE OR DELETE ON "sea_inquiry" FOR EACH ROW EXECUTE FUNCTION "raise_inquiries_version"();
--> statement-breakpoint
CREATE TRIGGER "rail_lcl_inquiry_all_inquiries_versions" AFTER TRUNCATE ON "rail_lcl_inquiry" FOR EACH STATEMENT EXECUTE FUNCTION "raise_all_inquiries_versions"();
--> statement-breakpoint
CREATE TRIGGER "fcl_inquiry_all_inquiries_versions" AFTER TRUNCATE ON "fcl_inquiry" FOR EACH STATEMENT EXECUTE FUNCTION "raise_all_inquiries_versions"();
--> statement-breakpoint
CREATE TRIGGER "sea_inquiry_all_inquiries_versions" AFTER TRUNCATE ON "sea_inquiry" FOR EACH STATEMENT EXECUTE FUNCTION "raise_all_inquiries_versions"();
