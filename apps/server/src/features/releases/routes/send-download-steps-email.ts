import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { sendDownloadStepsEmail } from "../services/send-download-steps-email.ts";
import { idParam } from "@investar/contract/parts/id-param";

const sendDownloadStepsEmailRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/auth/SendDownloadStepsEmail",
    {
      config: { access: access.self("query"), rateLimit: { max: 5, timeWindow: "1 hour" }, changesState: true },
      schema: {
        tags: ["auth"],
        summary: "Email the account the download and installation steps with a link to the download page",
        security: [{ bearer: [] }],
        querystring: z.object({ userId: idParam("userId") }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      return sendDownloadStepsEmail(deps, request.query.userId);
    },
  );
};

export default sendDownloadStepsEmailRoute;
