import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { getMasterTraderCoupon } from "../services/get-master-trader-coupon.ts";
import { authRoute } from "./route.ts";

export default authRoute(
  { method: "GET", path: "/api/auth/getCouponCodeForMasterTrader", answer: z.array(z.object({ name: z.string(), value: z.string() })) },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "The Master Trader coupon as name/value items (discount, discountEndDate, couponCode); an empty list when none is running",
    handler: async (_request, { deps }) => getMasterTraderCoupon(deps),
  },
);
