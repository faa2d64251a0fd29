import { conversionRoute } from "./conversion-records.ts";

export default conversionRoute(
  "/api/auth/SaveConversion",
  "google",
  "Store the account's conversions for the search-ads channel (at most 50 records)",
);
