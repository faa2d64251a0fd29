export const seedVersionHistory = [
  {
    version: "9.4.0",
    releasedOn: "2026-10-28",
    isBeta: false,
    highlights: [
      "Multi-timeframe scans can now combine daily, weekly and 15-minute conditions in one query.",
      "Supply and demand zones are redrawn when a zone is tested for the third time.",
      "Chart layouts open up to 40% faster on machines with many saved workspaces.",
    ],
  },
  {
    version: "9.3.2",
    releasedOn: "2026-08-19",
    isBeta: false,
    highlights: [
      "Fixed a rare gap in NSE F&O 5-minute data after exchange holidays.",
      "The alert window remembers its size and position between sessions.",
    ],
  },
  {
    version: "9.3.0",
    releasedOn: "2026-06-30",
    isBeta: false,
    highlights: [
      "New classical patterns: cup and handle, and rounding bottom.",
      "Query language gains crossover functions for any two series.",
      "Portfolio module shows realised gains by financial year for tax filing.",
    ],
  },
  {
    version: "9.2.1",
    releasedOn: "2026-03-12",
    isBeta: false,
    highlights: [
      "Support for the revised NSE lot sizes effective April 2026.",
      "Faster end-of-day data download on slow connections, with resume after interruption.",
    ],
  },
  {
    version: "9.5.0-beta.2",
    releasedOn: "2026-11-14",
    isBeta: true,
    highlights: [
      "Preview: back-testing of query-language scans over ten years of end-of-day data.",
      "Preview: dark chart theme with colour-blind friendly candles.",
    ],
  },
  {
    version: "9.5.0-beta.1",
    releasedOn: "2026-11-02",
    isBeta: true,
    highlights: ["Preview: one-minute intraday charts for Nifty and Bank Nifty options."],
  },
];
