ALTER TABLE "catalogue_discount_rules" ADD COLUMN "label_hi" text;--> statement-breakpoint
ALTER TABLE "catalogue_packages" ADD COLUMN "flag_hi" text;--> statement-breakpoint
-- The sample catalogue's badges and offers as first seeded get their Hindi twins; what staff have changed keeps what they wrote.
UPDATE "catalogue_packages" SET "flag_hi" = CASE "flag" WHEN 'Default' THEN 'सबसे ज़्यादा चुना गया' WHEN 'Most popular' THEN 'सबसे लोकप्रिय' END
  WHERE "flag" IN ('Default', 'Most popular');--> statement-breakpoint
UPDATE "catalogue_discount_rules" SET "label_hi" = CASE "label"
    WHEN 'Annual offer' THEN 'सालाना प्लान ऑफ़र'
    WHEN 'Quarter-to-Annual renewal discount' THEN 'तिमाही से सालाना रिन्यूअल छूट'
    WHEN 'Welcome offer' THEN 'वेलकम ऑफ़र'
    WHEN 'Trader offer' THEN 'ट्रेडर ऑफ़र'
    WHEN 'Webinar attendee offer' THEN 'वेबिनार में शामिल लोगों का ऑफ़र'
    WHEN 'Mobile launch offer' THEN 'मोबाइल ऐप लॉन्च ऑफ़र'
  END
  WHERE "label" IN ('Annual offer', 'Quarter-to-Annual renewal discount', 'Welcome offer', 'Trader offer', 'Webinar attendee offer', 'Mobile launch offer');
