import { conversionRoute } from "./conversion-records.ts";

export default conversionRoute(
  "/api/auth/SaveConversionFb",
  "facebook",
  "Store the account's conversions for the social-ads channel (at most 50 records)",
);
