import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { sendDownloadStepsEmail } from "../services/send-download-steps-email.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { authRoute } from "./route.ts";

export default authRoute(
  {
    method: "GET",
    path: "/api/auth/SendDownloadStepsEmail",
    query: z.object({ userId: idParam("userId") }),
    answer: z.object({ message: z.string() }),
  },
  {
    config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" }, changesState: true },
    summary: "Email the account the download and installation steps with a link to the download page",
    handler: async (request, { deps }) => {
      return sendDownloadStepsEmail(deps, request.query.userId);
    },
  },
);
