import { access } from "../../../auth/access.ts";
import { getAdminCatalogue } from "../services/get-admin-catalogue.ts";
import { adminCatalogueResponse } from "./catalogue-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/catalogue", answer: adminCatalogueResponse },
  {
    config: { access: access.admin },
    summary:
      "Admin: the whole catalogue as the back office edits it (price sets and prices, add-ons, packages, standalone list, coupons, discount rules)",
    handler: async (_request, { deps }) => {
      return getAdminCatalogue(deps);
    },
  },
);
