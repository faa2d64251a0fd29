import { z } from "zod";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveStandalonePrices } from "../services/save-standalone-prices.ts";
import { ADMIN_CATALOGUE_TAG, standalonePricesBody } from "./catalogue-schemas.ts";

const saveStandalonePricesRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/standalone-prices",
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: replace the standalone price list (INR, paise)",
        security: [{ bearer: [] }],
        body: standalonePricesBody,
        response: { 200: z.object({ saved: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return saveStandalonePrices(deps, admin.userId, request.body.items);
    },
  );
};

export default saveStandalonePricesRoute;
