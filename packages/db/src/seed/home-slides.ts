/** The home page's banner slides as the page showed them before staff could edit them (ADR 0027). */
export const seedHomeSlides = [
  {
    art: "levels",
    eyebrow: "Auto support/resistance and trendlines",
    headline: "The levels that matter, drawn on every chart for you",
    body: "Open any NSE, BSE or MCX chart and Investar has already marked the support and resistance zones and the trendlines price respects. Your analysis starts where hours of hand-drawing used to end.",
    linkLabel: "See how it works",
    linkHref: "/tour/auto-support-resistance",
    eyebrowHi: "ऑटो सपोर्ट/रेज़िस्टेंस और ट्रेंडलाइन",
    headlineHi: "ज़रूरी लेवल, हर चार्ट पर पहले से बने हुए",
    bodyHi:
      "NSE, BSE या MCX का कोई भी चार्ट खोलिए — Investar ने सपोर्ट और रेज़िस्टेंस ज़ोन और वे ट्रेंडलाइन पहले ही बना दी हैं जिनका भाव सम्मान करता है। जहाँ घंटों हाथ से लाइनें खींचने का काम ख़त्म होता था, वहीं से आपका एनालिसिस शुरू होता है।",
    linkLabelHi: "देखिए कैसे काम करता है",
  },
  {
    art: "signals",
    eyebrow: "Auto buy/sell signals",
    headline: "Clear buy and sell signals, with the stop-loss on screen",
    body: "Signals built from trend, momentum and price action appear right on the chart, together with a suggested stop-loss, with a success rate of up to 83%. Act on a plan instead of a hunch.",
    linkLabel: "Explore the signals",
    linkHref: "/tour/buy-sell-signal-software",
    eyebrowHi: "ऑटो बाय/सेल सिग्नल",
    headlineHi: "साफ़ बाय और सेल सिग्नल, स्टॉप-लॉस स्क्रीन पर ही",
    bodyHi:
      "ट्रेंड, मोमेंटम और प्राइस एक्शन से बने सिग्नल सीधे चार्ट पर दिखते हैं, साथ में सुझाया गया स्टॉप-लॉस भी, और सफलता दर 83% तक। अंदाज़े की जगह योजना से ट्रेड कीजिए।",
    linkLabelHi: "सिग्नल देखिए",
  },
  {
    art: "scan",
    eyebrow: "190+ scans and a screener",
    headline: "Find tomorrow's trades in seconds, not hours",
    body: "Run more than 190 ready-made scans for breakouts, candlestick patterns, indicator crossovers and volume surges across the whole market, and get an alert when a stock qualifies.",
    linkLabel: "Explore the screener",
    linkHref: "/tour/stock-screener-software",
    eyebrowHi: "190+ स्कैन और एक स्क्रीनर",
    headlineHi: "कल के ट्रेड घंटों में नहीं, सेकंडों में ढूँढिए",
    bodyHi:
      "पूरे मार्केट में ब्रेकआउट, कैंडलस्टिक पैटर्न, इंडिकेटर क्रॉसओवर और वॉल्यूम में उछाल के लिए 190 से ज़्यादा तैयार स्कैन चलाइए, और कोई शेयर शर्त पूरी करे तो अलर्ट पाइए।",
    linkLabelHi: "स्क्रीनर देखिए",
  },
  {
    art: "trial",
    eyebrow: "7-day free trial",
    headline: "Try every Investar feature free for 7 days",
    body: "Install the Windows desktop software, load years of end-of-day data for NSE, BSE, NSE F&O, MCX and NCDEX, and decide after a week. No card needed.",
    linkLabel: null,
    linkHref: null,
    eyebrowHi: "7 दिन का फ़्री ट्रायल",
    headlineHi: "Investar का हर फ़ीचर 7 दिन फ़्री में आज़माइए",
    bodyHi:
      "Windows डेस्कटॉप सॉफ़्टवेयर इंस्टॉल कीजिए, NSE, BSE, NSE F&O, MCX और NCDEX का सालों का एंड-ऑफ़-डे डेटा लोड कीजिए, और एक हफ़्ते बाद तय कीजिए। कार्ड की ज़रूरत नहीं।",
    linkLabelHi: null,
  },
];
