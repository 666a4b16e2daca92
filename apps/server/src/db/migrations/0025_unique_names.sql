-- Names a check-then-write race let in twice keep the oldest row as it is; each later one gets its id appended
-- (within the column's length), so the unique indexes can be built and staff can see which records to merge.
UPDATE "sys_dept" d SET "dept_name" = left(d."dept_name", 30 - length(' #' || d."dept_id")) || ' #' || d."dept_id"
WHERE d."del_flag" = '0' AND EXISTS (SELECT 1 FROM "sys_dept" o WHERE o."del_flag" = '0' AND o."parent_id" = d."parent_id" AND o."dept_name" = d."dept_name" AND o."dept_id" < d."dept_id");--> statement-breakpoint
UPDATE "sys_menu" m SET "menu_name" = left(m."menu_name", 50 - length(' #' || m."menu_id")) || ' #' || m."menu_id"
WHERE EXISTS (SELECT 1 FROM "sys_menu" o WHERE o."parent_id" = m."parent_id" AND o."menu_name" = m."menu_name" AND o."menu_id" < m."menu_id");--> statement-breakpoint
UPDATE "sys_post" p SET "post_name" = left(p."post_name", 50 - length(' #' || p."post_id")) || ' #' || p."post_id"
WHERE EXISTS (SELECT 1 FROM "sys_post" o WHERE o."post_name" = p."post_name" AND o."post_id" < p."post_id");--> statement-breakpoint
UPDATE "sys_role" r SET "role_name" = left(r."role_name", 30 - length(' #' || r."role_id")) || ' #' || r."role_id"
WHERE r."del_flag" = '0' AND EXISTS (SELECT 1 FROM "sys_role" o WHERE o."del_flag" = '0' AND o."role_name" = r."role_name" AND o."role_id" < r."role_id");--> statement-breakpoint
DROP INDEX "sys_role_role_key_index";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_parent_id_dept_name_index" ON "sys_dept" USING btree ("parent_id","dept_name") WHERE "sys_dept"."del_flag" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_parent_id_menu_name_index" ON "sys_menu" USING btree ("parent_id","menu_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_post_name_index" ON "sys_post" USING btree ("post_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_role_name_index" ON "sys_role" USING btree ("role_name") WHERE "sys_role"."del_flag" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_role_key_index" ON "sys_role" USING btree ("role_key") WHERE "sys_role"."del_flag" = '0';
