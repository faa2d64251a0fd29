import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteDiscountRule } from "../services/delete-discount-rule.ts";
import { ADMIN_CATALOGUE_TAG, deleted, ruleIdBody } from "./catalogue-schemas.ts";

const deleteDiscountRuleRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/catalogue/discount-rules/delete",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: delete a published discount rule",
        security: [{ bearer: [] }],
        body: ruleIdBody,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteDiscountRule(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteDiscountRuleRoute;
