import { minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listStandalonePrices } from "../services/list-standalone-prices.ts";
import { units } from "./pricing-schemas.ts";

const standalonePriceList: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/StandalonePriceList",
    {
      config: { access: access.anyone, publicCacheMs: 30_000 },
      schema: {
        tags: ["payment"],
        summary: "The standalone price list (docs/business-rules.md#standalone-price-list): the software on its own, INR whole rupees",
        response: { 200: z.array(z.object({ Name: z.string(), Price: units, Gst: units, Total: units })) },
      },
    },
    async () =>
      (await listStandalonePrices(deps)).map((row) => ({
        Name: row.Name,
        Price: minorToUnits(row.Price, "INR"),
        Gst: minorToUnits(row.Gst, "INR"),
        Total: minorToUnits(row.Total, "INR"),
      })),
  );
};

export default standalonePriceList;
