import { minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listStandalonePrices } from "../services/list-standalone-prices.ts";
import { units } from "./pricing-schemas.ts";
import { paymentRoute } from "./route.ts";

export default paymentRoute(
  {
    method: "GET",
    path: "/api/payment/StandalonePriceList",
    answer: z.array(z.object({ Name: z.string(), Price: units, Gst: units, Total: units })),
  },
  {
    config: { access: access.anyone, publicCacheMs: 30_000 },
    summary: "The standalone price list (docs/business-rules.md#standalone-price-list): the software on its own, INR whole rupees",
    handler: async (_request, { deps }) =>
      (await listStandalonePrices(deps)).map((row) => ({
        Name: row.Name,
        Price: minorToUnits(row.Price, "INR"),
        Gst: minorToUnits(row.Gst, "INR"),
        Total: minorToUnits(row.Total, "INR"),
      })),
  },
);
