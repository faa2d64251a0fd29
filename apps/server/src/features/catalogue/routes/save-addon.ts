import { access, callerOf } from "../../../auth/access.ts";
import { saveAddon as contract } from "@investar/contract/catalogue/save-addon";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveAddon } from "../services/save-addon.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const saveAddonRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change an add-on and the editions it is sold with",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      return saveAddon(deps, admin.userId, request.body);
    },
  );
};

export default saveAddonRoute;
