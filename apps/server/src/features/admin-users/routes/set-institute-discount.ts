import { access } from "../../../auth/access.ts";
import { setInstituteDiscount as contract } from "@investar/contract/admin-users/set-institute-discount";
import { setInstituteDiscount } from "../services/set-institute-discount.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.admin },
  summary: "Admin: the percent (0–100) a partner institute's student gets off; the next Quote uses it; audit-logged",
  handler: async (request, { deps, caller: admin }) => {
    return setInstituteDiscount(deps, admin.userId, request.body);
  },
});
