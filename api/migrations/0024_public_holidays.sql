CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_day_key" ON "public_holidays" USING btree ("day");--> statement-breakpoint
-- Nigeria's public holidays for 2026 and 2027 as declared or expected: a holiday on a weekend is observed on the
-- next working day; Eid and Eid-el-Maulud follow the moon, so their dates are the expected ones until the Federal
-- Government announces them (edit them in Settings).
INSERT INTO "public_holidays" ("day", "name") VALUES
  ('2026-01-01', 'New Year''s Day'),
  ('2026-03-20', 'Eid al-Fitr'),
  ('2026-03-23', 'Eid al-Fitr holiday'),
  ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'),
  ('2026-05-01', 'Workers'' Day'),
  ('2026-05-27', 'Eid al-Adha'),
  ('2026-05-28', 'Eid al-Adha holiday'),
  ('2026-06-12', 'Democracy Day'),
  ('2026-08-26', 'Eid-el-Maulud'),
  ('2026-10-01', 'Independence Day'),
  ('2026-12-25', 'Christmas Day'),
  ('2026-12-28', 'Boxing Day (observed)'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-03-10', 'Eid al-Fitr'),
  ('2027-03-11', 'Eid al-Fitr holiday'),
  ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'),
  ('2027-05-03', 'Workers'' Day (observed)'),
  ('2027-05-17', 'Eid al-Adha'),
  ('2027-05-18', 'Eid al-Adha holiday'),
  ('2027-06-14', 'Democracy Day (observed)'),
  ('2027-08-16', 'Eid-el-Maulud (observed)'),
  ('2027-10-01', 'Independence Day'),
  ('2027-12-27', 'Christmas Day (observed)'),
  ('2027-12-28', 'Boxing Day (observed)')
ON CONFLICT DO NOTHING;
