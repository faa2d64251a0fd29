import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePrices } from "../services/save-prices.ts";
import { ADMIN_CATALOGUE_TAG, pricesBody } from "./catalogue-schemas.ts";

const savePricesRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/prices",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: set prices (minor units) of products and add-ons in a price set",
        security: [{ bearer: [] }],
        body: pricesBody,
        response: { 200: z.object({ saved: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return savePrices(deps, admin.userId, request.body.prices);
    },
  );
};

export default savePricesRoute;
