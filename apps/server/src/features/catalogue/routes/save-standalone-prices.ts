import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveStandalonePrices } from "../services/save-standalone-prices.ts";
import { ADMIN_CATALOGUE_TAG, standalonePricesBody } from "./catalogue-schemas.ts";

const saveStandalonePricesRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/standalone-prices",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: replace the standalone price list (INR, paise)",
        security: [{ bearer: [] }],
        body: standalonePricesBody,
        response: { 200: z.object({ saved: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveStandalonePrices(deps, admin.userId, request.body.items);
    },
  );
};

export default saveStandalonePricesRoute;
