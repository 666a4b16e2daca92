CREATE INDEX "rail_fcl_rate_senddatetime_rwrateid_index" ON "rail_fcl_rate" USING btree ("senddatetime","rwrateid");--> statement-breakpoint
CREATE INDEX "rail_lcl_rate_senddatetime_rwlclrateid_index" ON "rail_lcl_rate" USING btree ("senddatetime","rwlclrateid");--> statement-breakpoint
CREATE INDEX "sea_rate_etddate_fclrateid_index" ON "sea_rate" USING btree ("etddate","fclrateid");