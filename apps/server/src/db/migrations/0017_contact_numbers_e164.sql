-- Contact numbers are stored in E.164 from now on. Numbers kept as they were typed are rewritten by the rule of
-- packages/domain/src/contactNumbers.ts (`toE164`, mirrored here); a number the rule cannot read is left as it was,
-- and the back office asks for a readable one when the record is next saved.
CREATE FUNCTION "contact_number_e164"("written" text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "typed" text := btrim("written");
  "digits" text;
  "number" text;
BEGIN
  IF "typed" !~ '^\+?[0-9[:space:]./()-]+$' THEN RETURN "written"; END IF;
  IF "typed" LIKE '+%' THEN "typed" := replace("typed", '(0)', ''); END IF;
  "digits" := regexp_replace("typed", '[^0-9]', '', 'g');
  "number" := CASE
    WHEN "typed" LIKE '+%' THEN '+' || "digits"
    WHEN "digits" LIKE '00%' THEN '+' || substr("digits", 3)
    WHEN "digits" LIKE '0%' THEN '+86' || substr("digits", 2)
    WHEN "digits" ~ '^1[3-9][0-9]{9}$' THEN '+86' || "digits"
  END;
  "number" := regexp_replace("number", '^\+860', '+86');
  IF "number" ~ '^\+[1-9][0-9]{6,14}$'
    AND ("number" NOT LIKE '+86%' OR substr("number", 4) ~ '^(1[3-9][0-9]{9}|(10|2[0-9])[0-9]{8}|[3-9][0-9]{9,10})$')
    AND ("number" NOT LIKE '+7%' OR substr("number", 3) ~ '^[3-9][0-9]{9}$') THEN
    RETURN "number";
  END IF;
  RETURN "written";
END $$;--> statement-breakpoint
UPDATE "carrier" SET "contactnumber" = "contact_number_e164"("contactnumber")
  WHERE "contactnumber" !~ '^(\+[0-9]+)?$' AND "contact_number_e164"("contactnumber") <> "contactnumber";--> statement-breakpoint
UPDATE "sea_rate" SET "contactnumber" = "contact_number_e164"("contactnumber")
  WHERE "contactnumber" !~ '^(\+[0-9]+)?$' AND "contact_number_e164"("contactnumber") <> "contactnumber";--> statement-breakpoint
UPDATE "customer" SET "contact_phone" = "contact_number_e164"("contact_phone")
  WHERE "contact_phone" !~ '^(\+[0-9]+)?$' AND "contact_number_e164"("contact_phone") <> "contact_phone";--> statement-breakpoint
DROP FUNCTION "contact_number_e164"(text);
