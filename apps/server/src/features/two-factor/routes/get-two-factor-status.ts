import { access } from "../../../auth/access.ts";
import { getTwoFactorStatus } from "../services/get-two-factor-status.ts";
import { twoFactorStatus } from "./two-factor-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/two-factor", answer: twoFactorStatus },
  {
    config: { access: access.adminEnrolling },
    summary: "Admin: whether my account signs in with an authenticator, and how many recovery codes are left",
    handler: async (request, { deps, caller: admin }) => {
      return getTwoFactorStatus(deps, admin.userId);
    },
  },
);
