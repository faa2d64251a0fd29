import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { addPriceSet } from "../services/add-price-set.ts";
import { ADMIN_CATALOGUE_TAG, priceSetBody } from "./catalogue-schemas.ts";

const addPriceSetRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/price-sets",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add a dated price set (a copy of the set in effect) that prices new purchases from its date",
        security: [{ bearer: [] }],
        body: priceSetBody,
        response: { 200: z.object({ id: z.string(), copiedFrom: z.string(), prices: z.number().int() }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return addPriceSet(deps, admin.userId, request.body);
    },
  );
};

export default addPriceSetRoute;
