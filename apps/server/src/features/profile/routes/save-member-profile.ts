import { saveMemberProfile as contract } from "@investar/contract/profile/save-member-profile";
import { access } from "../../../auth/access.ts";
import { saveMemberProfile } from "../services/save-member-profile.ts";
import { route } from "./route.ts";

export default route(contract, {
  config: { access: access.self("body") },
  summary: "Save name, gender, date of birth (yyyy-mm-dd, 18 or older), occupation and trading experience",
  handler: async (request, { deps }) => {
    const { userId: id, ...fields } = request.body;
    return saveMemberProfile(deps, id, fields);
  },
});
