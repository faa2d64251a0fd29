import { saveAddon as contract } from "@investar/contract/catalogue/save-addon";
import { requireAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveAddon } from "../services/save-addon.ts";
import { ADMIN_CATALOGUE_TAG } from "./catalogue-schemas.ts";

const saveAddonRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      schema: {
        tags: [ADMIN_CATALOGUE_TAG],
        summary: "Admin: add or change an add-on and the editions it is sold with",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return saveAddon(deps, admin.userId, request.body);
    },
  );
};

export default saveAddonRoute;
