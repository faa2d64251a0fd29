import { access } from "../../../auth/access.ts";
import { adminBusinessProfileAnswer } from "./business-schemas.ts";
import { getAdminBusinessProfile } from "../services/get-admin-business-profile.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/business-profile", answer: adminBusinessProfileAnswer },
  {
    config: { access: access.admin },
    summary: "Admin: the business profile as saved (null before the first save), whether it is complete, and local mode's sample",
    handler: async (_request, { deps }) => {
      return getAdminBusinessProfile(deps);
    },
  },
);
