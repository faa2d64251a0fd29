import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { adminBusinessProfileAnswer } from "./business-schemas.ts";
import { getAdminBusinessProfile } from "../services/get-admin-business-profile.ts";

const getBusinessProfileRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/business-profile",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: the business profile as saved (null before the first save), whether it is complete, and local mode's sample",
        security: [{ bearer: [] }],
        response: { 200: adminBusinessProfileAnswer },
      },
    },
    async () => {
      return getAdminBusinessProfile(deps);
    },
  );
};

export default getBusinessProfileRoute;
