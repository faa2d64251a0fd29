import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listNewsletters } from "../services/list-newsletters.ts";
import { NEWSLETTERS_TAG, newsletterSummary } from "./newsletter-schemas.ts";

const getNewsletters: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/newsletters",
    {
      config: { access: access.admin },
      schema: {
        tags: [NEWSLETTERS_TAG],
        summary: "Admin: the latest newsletters, offers, webinar invitations and product updates, with copies sent and unsubscribes",
        security: [{ bearer: [] }],
        response: { 200: z.object({ newsletters: z.array(newsletterSummary) }) },
      },
    },
    async () => {
      return listNewsletters(deps);
    },
  );
};

export default getNewsletters;
