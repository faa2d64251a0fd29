import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendDownloadLink } from "../services/send-download-link.ts";

const sendDownloadLinkRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/auth/SendDownloadLink",
    {
      // Public and mail-sending: limited per caller here and per address in the service.
      config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Email the download page's link to an address a visitor gives (for visitors on a phone)",
        body: z.object({ email: z.string().max(200) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => sendDownloadLink(deps, request.body.email),
  );
};

export default sendDownloadLinkRoute;
