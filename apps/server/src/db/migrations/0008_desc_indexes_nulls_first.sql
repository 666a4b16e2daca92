DROP INDEX "exchange_rate_srccurrency_destcurrency_fromdate_index";--> statement-breakpoint
DROP INDEX "fcl_inquiry_customer_id_quotationdate_inquiry_id_index";--> statement-breakpoint
DROP INDEX "fcl_inquiry_quotationdate_inquiry_id_index";--> statement-breakpoint
DROP INDEX "rail_lcl_inquiry_customer_id_quotationdate_inquiry_id_index";--> statement-breakpoint
DROP INDEX "rail_lcl_inquiry_quotationdate_inquiry_id_index";--> statement-breakpoint
DROP INDEX "sea_inquiry_customer_id_quotationdate_inquiry_id_index";--> statement-breakpoint
DROP INDEX "sea_inquiry_quotationdate_inquiry_id_index";--> statement-breakpoint
CREATE INDEX "exchange_rate_srccurrency_destcurrency_fromdate_index" ON "exchange_rate" USING btree ("srccurrency","destcurrency","fromdate" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fcl_inquiry_customer_id_quotationdate_inquiry_id_index" ON "fcl_inquiry" USING btree ("customer_id","quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fcl_inquiry_quotationdate_inquiry_id_index" ON "fcl_inquiry" USING btree ("quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rail_lcl_inquiry_customer_id_quotationdate_inquiry_id_index" ON "rail_lcl_inquiry" USING btree ("customer_id","quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rail_lcl_inquiry_quotationdate_inquiry_id_index" ON "rail_lcl_inquiry" USING btree ("quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sea_inquiry_customer_id_quotationdate_inquiry_id_index" ON "sea_inquiry" USING btree ("customer_id","quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sea_inquiry_quotationdate_inquiry_id_index" ON "sea_inquiry" USING btree ("quotationdate" DESC NULLS FIRST,"inquiry_id" DESC NULLS FIRST);