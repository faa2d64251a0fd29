ALTER TABLE "plan_showcase" ADD COLUMN "tagline_hi" text;--> statement-breakpoint
ALTER TABLE "plan_showcase" ADD COLUMN "billing_note_hi" text;--> statement-breakpoint
ALTER TABLE "plan_showcase" ADD COLUMN "features_hi" jsonb;--> statement-breakpoint
-- The starter plan cards as first seeded get their Hindi twins; a card staff have edited keeps what they wrote.
UPDATE "plan_showcase" SET "tagline_hi" = 'हमेशा मुफ़्त, चार्टिंग सीखने के लिए', "billing_note_hi" = 'मुफ़्त',
  "features_hi" = '["तय पैरामीटर वाले 12 इंडिकेटर", "8 ड्रॉइंग टूल", "18 स्कैन", "5 साल का एंड-ऑफ़-डे इतिहास", "NSE, BSE, NSE F&O, MCX और NCDEX"]'::jsonb
  WHERE "slug" = 'lite' AND "tagline" = 'Free forever, for learning the ropes' AND "billing_note" = 'Free'
  AND "features" = '["12 indicators with fixed parameters", "8 drawing tools", "18 scans", "5 years of end-of-day history", "NSE, BSE, NSE F&O, MCX and NCDEX"]'::jsonb;--> statement-breakpoint
UPDATE "plan_showcase" SET "tagline_hi" = 'सक्रिय निवेशकों के लिए पूरा टेक्निकल एनालिसिस', "billing_note_hi" = 'प्रति माह, हर तिमाही भुगतान',
  "features_hi" = '["65+ इंडिकेटर", "35+ ड्रॉइंग टूल", "6 विंडो वाले चार्ट लेआउट", "190+ स्कैन", "अपने-आप सपोर्ट/रेज़िस्टेंस और ट्रेंडलाइन"]'::jsonb
  WHERE "slug" = 'standard' AND "tagline" = 'Complete technical analysis for active investors' AND "billing_note" = 'per month, paid quarterly'
  AND "features" = '["65+ indicators", "35+ drawing tools", "6-window chart layouts", "190+ scans", "Auto support/resistance and trendlines"]'::jsonb;--> statement-breakpoint
UPDATE "plan_showcase" SET "tagline_hi" = 'Standard का सब कुछ, सिस्टम ट्रेडरों के लिए', "billing_note_hi" = 'प्रति माह, हर तिमाही भुगतान',
  "features_hi" = '["Standard का सब कुछ", "अपना कस्टम स्क्रीनर", "मल्टी-टाइमफ़्रेम स्कैन", "अपने स्कैन लिखने के लिए क्वेरी लैंग्वेज", "अपने-आप बाय/सेल सिग्नल और क्लासिकल पैटर्न"]'::jsonb
  WHERE "slug" = 'pro' AND "tagline" = 'Everything in Standard, built for system traders' AND "billing_note" = 'per month, paid quarterly'
  AND "features" = '["Everything in Standard", "Custom screener", "Multi-timeframe scans", "Query language for your own scans", "Auto buy/sell signals and classical patterns"]'::jsonb;
