import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getAdminCatalogue } from "../services/get-admin-catalogue.ts";
import { ADMIN_CATALOGUE_TAG, adminCatalogueResponse } from "./catalogue-schemas.ts";

const getAdminCatalogueRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/catalogue",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary:
          "Admin: the whole catalogue as the back office edits it (price sets and prices, add-ons, packages, standalone list, coupons, discount rules)",
        security: [{ bearer: [] }],
        response: { 200: adminCatalogueResponse },
      },
    },
    async () => {
      return getAdminCatalogue(deps);
    },
  );
};

export default getAdminCatalogueRoute;
