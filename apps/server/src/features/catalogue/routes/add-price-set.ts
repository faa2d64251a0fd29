import { access, callerOf } from "../../../auth/access.ts";
import { addPriceSet as contract } from "@investar/contract/catalogue/add-price-set";
import type { RouteModule } from "../../../http/app-types.ts";
import { addPriceSet } from "../services/add-price-set.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const addPriceSetRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add a dated price set (a copy of the set in effect) that prices new purchases from its date",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return addPriceSet(deps, admin.userId, request.body);
    },
  );
};

export default addPriceSetRoute;
