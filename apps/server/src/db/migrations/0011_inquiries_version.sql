CREATE TABLE "inquiries_version" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
