ALTER TABLE "rail_lcl_inquiry" ADD COLUMN "exchangerates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Rail LCL inquiries priced before this change added a sales price in its own currency (USD on most lanes) to
-- the CNY fees and were labelled CNY. They are restated in the sales price's currency, the fees converted at the
-- CNY record in force on the inquiry's day; one without such a record is left as it was.
WITH "restated" AS (
  SELECT i."inquiry_id", p."currencycode", r."exchangerate", r."fromdate"
  FROM "rail_lcl_inquiry" AS i
  JOIN (
    SELECT DISTINCT ON ("rwlclrateid") "rwlclrateid", "currencycode" FROM "rail_lcl_price" ORDER BY "rwlclrateid", "sort", "price_id"
  ) AS p ON p."rwlclrateid" = i."rateid"
  CROSS JOIN LATERAL (
    SELECT e."exchangerate", e."fromdate" FROM "exchange_rate" AS e
    WHERE e."srccurrency" = 'CNY' AND e."destcurrency" = p."currencycode" AND e."fromdate" <= i."quotationdate"
    ORDER BY e."fromdate" DESC, e."exchange_rate_id" DESC LIMIT 1
  ) AS r
  WHERE i."currencycode" = 'CNY' AND i."exchangerates" = '[]'::jsonb AND p."currencycode" <> 'CNY'
)
UPDATE "rail_lcl_inquiry" AS i SET
  "currencycode" = s."currencycode",
  "exchangerate" = s."exchangerate",
  "exchangerates" = jsonb_build_array(jsonb_build_object(
    'srccurrency', 'CNY', 'destcurrency', s."currencycode", 'exchangerate', s."exchangerate", 'fromdate', s."fromdate")),
  "pickupprice" = round(i."pickupprice" * s."exchangerate", 2),
  "operatorfee" = round(i."operatorfee" * s."exchangerate", 2),
  "refprice" = round(i."salesprice" * greatest(i."measurement", i."weight" / 500)
    + round(i."pickupprice" * s."exchangerate", 2) + round(i."operatorfee" * s."exchangerate", 2), 2)
FROM "restated" AS s
WHERE i."inquiry_id" = s."inquiry_id";
