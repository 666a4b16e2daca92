-- Trigram indexes serve the back office's "contains" filters (ILIKE '%…%'); pg_trgm ships with PostgreSQL and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sys_user_staff_user_name_trgm" ON "sys_user" USING gin ("user_name" gin_trgm_ops) WHERE "sys_user"."user_type" = 'U' and "sys_user"."del_flag" = '0';--> statement-breakpoint
CREATE INDEX "sys_user_staff_phonenumber_trgm" ON "sys_user" USING gin ("phonenumber" gin_trgm_ops) WHERE "sys_user"."user_type" = 'U' and "sys_user"."del_flag" = '0';
