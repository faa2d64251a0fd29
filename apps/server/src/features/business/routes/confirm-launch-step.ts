import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { confirmLaunchStep } from "../services/confirm-launch-step.ts";
import { manualLaunchSteps } from "../services/get-launch-checklist.ts";

const confirmLaunchStepRoute: RouteModule = (app, deps) => {
  app.post(
    "/api/admin/launch-steps/:step",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: confirm a launch step only staff can judge (catalogue-reviewed)",
        security: [{ bearer: [] }],
        params: z.object({ step: z.enum(manualLaunchSteps, { error: `step must be one of ${manualLaunchSteps.join(", ")}.` }) }),
        response: { 200: z.object({ step: z.enum(manualLaunchSteps), done: z.literal(true) }) },
      },
    },
    async (request) => {
      const admin = await callerOf(request);
      await confirmLaunchStep(deps, admin.userId, request.params.step);
      return { step: request.params.step, done: true as const };
    },
  );
};

export default confirmLaunchStepRoute;
