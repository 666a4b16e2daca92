CREATE TABLE "user_list_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_user_staff_list" ON "sys_user" USING btree ("user_id","user_name","phonenumber","status","create_time","dept_id") WHERE "sys_user"."user_type" = 'U' and "sys_user"."del_flag" = '0';
--> statement-breakpoint
-- Every write to a user row raises user_list_version in the same transaction (see the schema).
INSERT INTO "user_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_user_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sys_user_user_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "raise_user_list_version"();
