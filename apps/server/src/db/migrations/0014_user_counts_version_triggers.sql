-- Every write to what a user-list count depends on raises user_counts_version in the same transaction (see the schema).
INSERT INTO "user_counts_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_user_counts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_user_user_counts_version" AFTER INSERT OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_counts_version"();
--> statement-breakpoint
-- Only the columns a list filter or a data scope reads: a sign-in, which writes the login address and time, leaves counts standing.
CREATE TRIGGER "sys_user_filtered_user_counts_version" AFTER UPDATE OF "user_id", "user_name", "phonenumber", "status", "del_flag", "user_type", "dept_id", "create_time" ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_counts_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_dept_user_counts_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dept" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_counts_version"();
--> statement-breakpoint
CREATE TRIGGER "sys_role_dept_user_counts_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role_dept" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_counts_version"();
