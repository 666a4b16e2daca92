CREATE TABLE "sys_job_firing" (
	"job_id" bigint NOT NULL,
	"fire_time" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_job_firing_job_id_fire_time_pk" PRIMARY KEY("job_id","fire_time")
);
--> statement-breakpoint
CREATE TABLE "sys_job_schedule" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_job_firing_fire_time_index" ON "sys_job_firing" USING btree ("fire_time");