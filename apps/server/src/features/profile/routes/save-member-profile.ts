import { z } from "zod";
import { requireSelfOrAdmin } from "../../../auth/principal.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveMemberProfile } from "../services/save-member-profile.ts";
import { formText, memberInfo } from "./profile-schemas.ts";
import { userId } from "../../../http/schemas/user-id-query.ts";

const saveMemberProfileRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SaveMemberProfile",
    {
      schema: {
        tags: ["user"],
        summary: "Save name, gender, date of birth (yyyy-mm-dd, 18 or older), occupation and trading experience",
        security: [{ bearer: [] }],
        body: z.object({
          userId,
          fullName: z.string({ error: "fullName is required." }).max(200, "Use at most 200 characters."),
          gender: formText(40),
          dateOfBirth: formText(10),
          occupation: formText(60),
          tradingExperience: formText(60),
        }),
        response: { 200: memberInfo },
      },
    },
    async (request) => {
      const { userId: id, ...fields } = request.body;
      await requireSelfOrAdmin(request, id);
      return saveMemberProfile(deps, id, fields);
    },
  );
};

export default saveMemberProfileRoute;
