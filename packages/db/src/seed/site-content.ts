export const seedCounters = [
  { key: "registered-users", label: "Registered users", labelHi: "रजिस्टर्ड यूज़र", target: 250_000, sortOrder: 1 },
  { key: "active-users", label: "Active users", labelHi: "एक्टिव यूज़र", target: 2_000, sortOrder: 2 },
];

export const seedOfferBanner = {
  headline: "Festive offer: 2 months free on the Annual Pro plan",
  body: "Subscribe to any annual plan before the offer ends and we add two extra months to your subscription. Existing subscribers get the same bonus on renewal.",
  ctaLabel: "See pricing",
  ctaHref: "/Pricing",
  headlineHi: "त्योहारों का ऑफ़र: Annual Pro प्लान पर 2 महीने फ़्री",
  bodyHi:
    "ऑफ़र ख़त्म होने से पहले कोई भी सालाना प्लान लीजिए और हम आपके सब्सक्रिप्शन में दो महीने और जोड़ देंगे। मौजूदा सब्सक्राइबर को रिन्यू करने पर यही बोनस मिलेगा।",
  ctaLabelHi: "प्राइसिंग देखिए",
  isActive: true,
};

/** docs/business-rules.md#plan-cards; the paid cards show the catalogue's price in effect (#prices-in-copy), not fromMonthlyMinor. */
export const seedPlanShowcase = [
  {
    slug: "lite",
    name: "Lite",
    tagline: "Free forever, for learning the ropes",
    fromMonthlyMinor: 0,
    billingNote: "Free",
    features: [
      "12 indicators with fixed parameters",
      "8 drawing tools",
      "18 scans",
      "5 years of end-of-day history",
      "NSE, BSE, NSE F&O, MCX and NCDEX",
    ],
    taglineHi: "हमेशा मुफ़्त, चार्टिंग सीखने के लिए",
    billingNoteHi: "मुफ़्त",
    featuresHi: ["तय पैरामीटर वाले 12 इंडिकेटर", "8 ड्रॉइंग टूल", "18 स्कैन", "5 साल का एंड-ऑफ़-डे इतिहास", "NSE, BSE, NSE F&O, MCX और NCDEX"],
    isHighlighted: false,
    sortOrder: 1,
  },
  {
    slug: "standard",
    name: "Standard",
    tagline: "Complete technical analysis for active investors",
    fromMonthlyMinor: 831_00,
    billingNote: "per month, paid quarterly",
    features: ["65+ indicators", "35+ drawing tools", "6-window chart layouts", "190+ scans", "Auto support/resistance and trendlines"],
    taglineHi: "सक्रिय निवेशकों के लिए पूरा टेक्निकल एनालिसिस",
    billingNoteHi: "प्रति माह, हर तिमाही भुगतान",
    featuresHi: ["65+ इंडिकेटर", "35+ ड्रॉइंग टूल", "6 विंडो वाले चार्ट लेआउट", "190+ स्कैन", "अपने-आप सपोर्ट/रेज़िस्टेंस और ट्रेंडलाइन"],
    isHighlighted: true,
    sortOrder: 2,
  },
  {
    slug: "pro",
    name: "Pro",
    tagline: "Everything in Standard, built for system traders",
    fromMonthlyMinor: 1165_00,
    billingNote: "per month, paid quarterly",
    features: [
      "Everything in Standard",
      "Custom screener",
      "Multi-timeframe scans",
      "Query language for your own scans",
      "Auto buy/sell signals and classical patterns",
    ],
    taglineHi: "Standard का सब कुछ, सिस्टम ट्रेडरों के लिए",
    billingNoteHi: "प्रति माह, हर तिमाही भुगतान",
    featuresHi: [
      "Standard का सब कुछ",
      "अपना कस्टम स्क्रीनर",
      "मल्टी-टाइमफ़्रेम स्कैन",
      "अपने स्कैन लिखने के लिए क्वेरी लैंग्वेज",
      "अपने-आप बाय/सेल सिग्नल और क्लासिकल पैटर्न",
    ],
    isHighlighted: false,
    sortOrder: 3,
  },
];
