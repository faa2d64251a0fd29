/**
 * Prices of the sample catalogue (sample-catalogue.ts). docs/business-rules.md#plan-cards: Standard from ₹831 a month
 * paid quarterly (₹2,493 a quarter), Pro from ₹1,165 (₹3,495); the standalone Standard (EOD)
 * price ₹7,950 is Standard's annual price. Month costs more per month, Annual less.
 */
import { roundToChargeable, type Currency } from "../money.ts";
import { CURRENT_PRICE_SET, DATED_PRICE_SET_SUFFIXES, type BillingPlan, type PriceSet, type PriceTable } from "./catalogue.ts";

type PlanPrices = Record<BillingPlan, number>;

/** Whole rupees / dollars-and-cents to minor units. */
const inr = (month: number, quarter: number, annual: number): PlanPrices => ({
  Month: month * 100,
  Quarter: quarter * 100,
  Annual: annual * 100,
});
const usd = (month: number, quarter: number, annual: number): PlanPrices => ({
  Month: Math.round(month * 100),
  Quarter: Math.round(quarter * 100),
  Annual: Math.round(annual * 100),
});
/** Add-ons are priced by their monthly rate on each plan: quarter = 3 ×, annual = 12 ×. */
const inrRates = (month: number, quarterRate: number, annualRate: number): PlanPrices => inr(month, quarterRate * 3, annualRate * 12);
const usdRates = (month: number, quarterRate: number, annualRate: number): PlanPrices => usd(month, quarterRate * 3, annualRate * 12);

interface ItemPrices {
  INR: PlanPrices;
  USD: PlanPrices;
  /** Sold before the dated price sets were replaced, so a subscriber may hold those prices. */
  inDatedSets: boolean;
}

export const SAMPLE_ITEM_PRICES: Record<string, ItemPrices> = {
  Lite: { INR: inr(0, 0, 0), USD: usd(0, 0, 0), inDatedSets: true },
  Basic: { INR: inr(599, 1497, 4788), USD: usd(8.99, 23.97, 83.88), inDatedSets: true },
  Standard: { INR: inr(999, 2493, 7950), USD: usd(14.99, 35.97, 119.88), inDatedSets: true },
  Pro: { INR: inr(1399, 3495, 11950), USD: usd(19.99, 49.47, 167.88), inDatedSets: true },
  "Intraday (NSE Cash 5-Min)": { INR: inrRates(500, 450, 400), USD: usdRates(7.99, 6.99, 5.99), inDatedSets: true },
  "Intraday (NSE Cash 1-Min)": { INR: inrRates(750, 675, 600), USD: usdRates(11.99, 10.49, 8.99), inDatedSets: true },
  "Real-Time (NSE Cash)": { INR: inrRates(1500, 1350, 1200), USD: usdRates(22.99, 19.99, 17.99), inDatedSets: true },
  "Intraday (NSE F&O 5-Min)": { INR: inrRates(600, 540, 480), USD: usdRates(8.99, 7.99, 6.99), inDatedSets: true },
  "Intraday (NSE F&O 1-Min)": { INR: inrRates(900, 810, 720), USD: usdRates(13.99, 11.99, 10.49), inDatedSets: true },
  "Real-Time (NSE F&O)": { INR: inrRates(1800, 1620, 1440), USD: usdRates(26.99, 23.99, 20.99), inDatedSets: true },
  "Nifty Special (5-Min)": { INR: inrRates(300, 270, 240), USD: usdRates(4.99, 4.49, 3.99), inDatedSets: true },
  "Nifty Special (1-Min)": { INR: inrRates(450, 405, 360), USD: usdRates(6.99, 5.99, 5.49), inDatedSets: true },
  "Real-Time (Nifty)": { INR: inrRates(900, 810, 720), USD: usdRates(13.99, 11.99, 10.49), inDatedSets: true },
  // Newer add-ons: not in the dated sets, so everyone pays current prices for them.
  "Intraday Screener": { INR: inrRates(400, 360, 320), USD: usdRates(5.99, 5.49, 4.99), inDatedSets: false },
  "Extended EOD History": { INR: inrRates(200, 180, 160), USD: usdRates(2.99, 2.69, 2.49), inDatedSets: false },
};

/**
 * The dated sets, as a share of today's prices: subscribers who joined earlier keep lower
 * prices (1 Jul 2017 is when prices were restated for GST).
 */
export const SAMPLE_DATED_SET_SHARE: Record<(typeof DATED_PRICE_SET_SUFFIXES)[number], number> = {
  "01_07_17": 0.9,
  "01_04_17": 0.85,
  "30_09_16": 0.8,
};

const DATED_SET_START: Record<(typeof DATED_PRICE_SET_SUFFIXES)[number], string> = {
  "01_07_17": "2017-07-01",
  "01_04_17": "2017-04-01",
  "30_09_16": "2016-09-30",
};

export const SAMPLE_PRICE_SETS: PriceSet[] = [
  { id: "INR", currency: "INR", effectiveFrom: "2024-04-01" },
  { id: "USD", currency: "USD", effectiveFrom: "2024-04-01" },
  ...DATED_PRICE_SET_SUFFIXES.flatMap((suffix) =>
    (["INR", "USD"] as const).map((currency) => ({ id: `${currency}_${suffix}`, currency, effectiveFrom: DATED_SET_START[suffix] })),
  ),
];

export function buildSamplePriceTable(): PriceTable {
  const table: PriceTable = {};
  for (const [id, item] of Object.entries(SAMPLE_ITEM_PRICES)) {
    const byPlan: PriceTable[string] = {};
    for (const plan of ["Month", "Quarter", "Annual"] as const) {
      const sets: Record<string, number> = {};
      for (const currency of ["INR", "USD"] as const satisfies readonly Currency[]) {
        const current = item[currency][plan];
        sets[CURRENT_PRICE_SET[currency]] = current;
        if (!item.inDatedSets) continue;
        for (const suffix of DATED_PRICE_SET_SUFFIXES) {
          sets[`${currency}_${suffix}`] = roundToChargeable(current * SAMPLE_DATED_SET_SHARE[suffix], currency);
        }
      }
      byPlan[plan] = sets;
    }
    table[id] = byPlan;
  }
  return table;
}

/** Mobile app prices: Standard and Pro, with the two 5-minute intraday add-ons. */
export const SAMPLE_MOBILE_ITEM_PRICES: Record<string, { INR: PlanPrices; USD: PlanPrices }> = {
  Standard: { INR: inr(299, 799, 2999), USD: usd(4.99, 12.99, 47.99) },
  Pro: { INR: inr(399, 1099, 3999), USD: usd(5.99, 15.99, 59.99) },
  "Intraday (NSE Cash 5-Min)": { INR: inr(199, 549, 1999), USD: usd(2.99, 7.99, 29.99) },
  "Intraday (NSE F&O 5-Min)": { INR: inr(249, 699, 2499), USD: usd(3.49, 9.49, 34.99) },
};

export function buildSampleMobilePriceTable(): PriceTable {
  const table: PriceTable = {};
  for (const [id, item] of Object.entries(SAMPLE_MOBILE_ITEM_PRICES)) {
    const byPlan: PriceTable[string] = {};
    for (const plan of ["Month", "Quarter", "Annual"] as const) byPlan[plan] = { INR: item.INR[plan], USD: item.USD[plan] };
    table[id] = byPlan;
  }
  return table;
}
