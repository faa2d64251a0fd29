import { access, callerOf } from "../../../auth/access.ts";
import { saveDiscountRule as contract } from "@investar/contract/catalogue/save-discount-rule";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveDiscountRule } from "../services/save-discount-rule.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const saveDiscountRuleRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change a renewal discount, running offer (scheme) or webinar discount",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveDiscountRule(deps, admin.userId, request.body);
    },
  );
};

export default saveDiscountRuleRoute;
