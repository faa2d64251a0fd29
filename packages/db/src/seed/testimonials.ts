/**
 * Six customer stories for the home page carousel. Long enough that the 48-word excerpt matters. The stories stay in
 * the customers' own words on the Hindi page (shown marked as English); where they live and what they do is in Hindi.
 */
export const seedTestimonials = [
  {
    author: "Rakesh Kulkarni",
    place: "Pune, Maharashtra",
    placeHi: "पुणे, महाराष्ट्र",
    occupationHi: "2011 से स्विंग ट्रेडर",
    occupation: "Swing trader since 2011",
    body: "I used to spend every Sunday drawing support and resistance lines by hand on forty charts, and I still missed half of the levels that mattered. With the automatic support and resistance study the levels are already on the chart when I open it, and the scan alerts tell me when a stock in my watch list comes close to one. My weekend homework has gone from five hours to forty minutes, and I take fewer impulsive trades because the plan is written down before the market opens.",
  },
  {
    author: "Priya Raghavan",
    place: "Chennai, Tamil Nadu",
    placeHi: "चेन्नई, तमिलनाडु",
    occupationHi: "चार्टर्ड अकाउंटेंट और लंबी अवधि के निवेशक",
    occupation: "Chartered accountant and long-term investor",
    body: "As an investor I care more about the balance sheet than the five-minute chart, so the fundamental screens were what convinced me. I filter for low debt, steady return on equity and improving margins, then check the weekly chart before I add to a position. Having both views in one desktop program, with ten years of data already loaded, saves me from juggling spreadsheets and websites. The portfolio module also shows my realised and unrealised gains in a way my clients understand.",
  },
  {
    author: "Mohammed Irfan Shaikh",
    place: "Hyderabad, Telangana",
    placeHi: "हैदराबाद, तेलंगाना",
    occupationHi: "इंट्राडे ट्रेडर, NSE F&O",
    occupation: "Intraday trader, NSE F&O",
    body: "Speed matters when you trade Nifty options. The intraday data add-on keeps the five-minute charts current, and the buy and sell signals are clear enough that I can act without second-guessing. I do not follow every signal blindly; I combine them with the trendlines the software draws and my own risk rules. After a year my win rate is better, but more importantly my losing days are smaller because the stop-loss levels are right there on the screen.",
  },
  {
    author: "Sunita Agarwal",
    place: "Jaipur, Rajasthan",
    placeHi: "जयपुर, राजस्थान",
    occupationHi: "रिटायर्ड शिक्षिका, पार्ट-टाइम निवेशक",
    occupation: "Retired teacher, part-time investor",
    body: "I was nervous about technical analysis because it looked like a language for experts. The training videos in Hindi explained each indicator slowly, with examples from stocks I already knew. Now I use the Standard plan to check moving averages and the relative strength index before I buy, and I set alerts instead of watching the screen all day. The support team answered my installation questions on the phone within minutes, which for someone my age made all the difference.",
  },
  {
    author: "Arjun Mehta",
    place: "Ahmedabad, Gujarat",
    placeHi: "अहमदाबाद, गुजरात",
    occupationHi: "प्रोप्राइटरी ट्रेडर",
    occupation: "Proprietary trader",
    body: "The query language in the Pro plan is the reason I renewed for three years. I wrote my own breakout scan that looks at volume, the distance from the fifty-two week high and a multi-timeframe trend filter, and it runs across the whole NSE universe in seconds. Earlier I exported data to Python every evening. Now the scan runs inside the charting software, the results open as charts with one click, and I can back-test an idea before risking capital on it.",
  },
  {
    author: "Kavita Nair",
    place: "Kochi, Kerala",
    placeHi: "कोच्चि, केरल",
    occupationHi: "सॉफ़्टवेयर इंजीनियर और वीकेंड ट्रेडर",
    occupation: "Software engineer and weekend trader",
    body: "I have a full-time job, so I cannot watch the market during the day. Every evening I run the end-of-day scans for classical patterns and supply and demand zones, shortlist three or four stocks and place orders with my broker for the next morning. The pattern recognition finds double bottoms and flags that I would never spot on my own, and the chart layouts with six windows let me compare the daily and weekly picture side by side without switching tabs.",
  },
] as const;
