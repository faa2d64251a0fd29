import { access, callerOf } from "../../../auth/access.ts";
import { savePrices as contract } from "@investar/contract/catalogue/save-prices";
import type { RouteModule } from "../../../http/app-types.ts";
import { savePrices } from "../services/save-prices.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const savePricesRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: set prices (minor units) of products and add-ons in a price set",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return savePrices(deps, admin.userId, request.body.prices);
    },
  );
};

export default savePricesRoute;
