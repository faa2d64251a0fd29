import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getMasterTraderCoupon } from "../services/get-master-trader-coupon.ts";

const getCouponCodeForMasterTrader: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/getCouponCodeForMasterTrader",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
      schema: {
        tags: ["auth"],
        summary: "The Master Trader coupon as name/value items (discount, discountEndDate, couponCode); an empty list when none is running",
        response: { 200: z.array(z.object({ name: z.string(), value: z.string() })) },
      },
    },
    async () => getMasterTraderCoupon(deps),
  );
};

export default getCouponCodeForMasterTrader;
