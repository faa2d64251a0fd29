import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { requestLanguage } from "../../../http/page-language.ts";
import { sendDownloadLink } from "../services/send-download-link.ts";
import { authRoute } from "./route.ts";

export default authRoute(
  {
    method: "POST",
    path: "/api/auth/SendDownloadLink",
    body: z.object({ email: z.string().max(200) }),
    answer: z.object({ message: z.string() }),
  },
  {
    // Public and mail-sending: limited per caller here and per address in the service.
    config: { access: access.anyone, rateLimit: { max: 5, timeWindow: "1 hour" } },
    summary: "Email the download page's link to an address a visitor gives (for visitors on a phone)",
    handler: async (request, { deps }) => sendDownloadLink(deps, request.body.email, requestLanguage(request)),
  },
);
