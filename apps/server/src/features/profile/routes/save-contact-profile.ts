import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { saveContactProfile } from "../services/save-contact-profile.ts";
import { contactInfo, formText } from "./profile-schemas.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";

const saveContactProfileRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/user/SaveContactProfile",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["user"],
        summary: "Save country (India or USA), state, city (or 'Other' with otherCity), address and PIN/ZIP code",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        body: z.object({
          country: formText(20),
          state: formText(80),
          city: formText(80),
          otherCity: formText(80),
          address: formText(400),
          pinCode: formText(10),
        }),
        response: { 200: contactInfo },
      },
    },
    async (request) => {
      return saveContactProfile(deps, request.query.userId, request.body);
    },
  );
};

export default saveContactProfileRoute;
