-- Existing accounts count from this migration: when their passwords were set is not known.
ALTER TABLE "sys_user" ADD COLUMN "pwd_update_date" timestamp with time zone DEFAULT now() NOT NULL;
