import { savePrices as contract } from "@investar/contract/catalogue/save-prices";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePrices } from "../services/save-prices.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const savePricesRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: set prices (minor units) of products and add-ons in a price set",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return savePrices(deps, admin.userId, request.body.prices);
    },
  );
};

export default savePricesRoute;
