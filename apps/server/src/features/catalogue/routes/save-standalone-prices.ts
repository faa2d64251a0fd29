import { saveStandalonePrices as contract } from "@investar/contract/catalogue/save-standalone-prices";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveStandalonePrices } from "../services/save-standalone-prices.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const saveStandalonePricesRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: replace the standalone price list (INR, paise)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return saveStandalonePrices(deps, admin.userId, request.body.items);
    },
  );
};

export default saveStandalonePricesRoute;
