import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { listNewsletters } from "../services/list-newsletters.ts";
import { newsletterSummary } from "./newsletter-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/newsletters", answer: z.object({ newsletters: z.array(newsletterSummary) }) },
  {
    config: { access: access.admin },
    summary: "Admin: the latest newsletters, offers, webinar invitations and product updates, with copies sent and unsubscribes",
    handler: async (_request, { deps }) => {
      return listNewsletters(deps);
    },
  },
);
