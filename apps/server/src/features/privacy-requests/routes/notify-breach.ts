import { access, callerOf } from "../../../auth/access.ts";
import { notifyBreach as contract } from "@investar/contract/privacy-requests/notify-breach";
import type { RouteModule } from "../../../http/app-types.ts";
import { notifyBreach } from "../services/notify-breach.ts";
import { ADMIN_PRIVACY_TAG } from "./privacy-request-tags.ts";

const notifyBreachRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_PRIVACY_TAG],
        summary: "Admin: mail the accounts a breach affected (a list of addresses or a sign-up period), each once; preview only counts",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return notifyBreach(deps, admin.userId, request.body);
    },
  );
};

export default notifyBreachRoute;
