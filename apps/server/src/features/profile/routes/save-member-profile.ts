import { saveMemberProfile as contract } from "@investar/contract/profile/save-member-profile";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveMemberProfile } from "../services/save-member-profile.ts";

const saveMemberProfileRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.self("body") },
      schema: {
        tags: ["user"],
        summary: "Save name, gender, date of birth (yyyy-mm-dd, 18 or older), occupation and trading experience",
        security: [{ bearer: [] }],
        body: contract.body,
        response: { 200: contract.answer },
      },
    },
    async (request) => {
      const { userId: id, ...fields } = request.body;
      return saveMemberProfile(deps, id, fields);
    },
  );
};

export default saveMemberProfileRoute;
