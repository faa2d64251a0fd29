import { access, callerOf } from "../../../auth/access.ts";
import { saveStandalonePrices as contract } from "@investar/contract/catalogue/save-standalone-prices";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveStandalonePrices } from "../services/save-standalone-prices.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const saveStandalonePricesRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: replace the standalone price list (INR, paise)",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveStandalonePrices(deps, admin.userId, request.body.items);
    },
  );
};

export default saveStandalonePricesRoute;
