import { access, callerOf } from "../../../auth/access.ts";
import { deleteDiscountRule as contract } from "@investar/contract/catalogue/delete-discount-rule";
import type { RouteModule } from "../../../http/app-types.ts";
import { deleteDiscountRule } from "../services/delete-discount-rule.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const deleteDiscountRuleRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: delete a published discount rule",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return deleteDiscountRule(deps, admin.userId, request.body.id);
    },
  );
};

export default deleteDiscountRuleRoute;
