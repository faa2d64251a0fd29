import { access, callerOf } from "../../../auth/access.ts";
import { confirmLaunchStep as contract, launchStepParams } from "@investar/contract/business/confirm-launch-step";
import type { RouteModule } from "../../../http/app-types.ts";
import { confirmLaunchStep } from "../services/confirm-launch-step.ts";

const confirmLaunchStepRoute: RouteModule = (app, deps) => {
  app.post(
    contract.path,
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin business"],
        summary: "Admin: confirm a launch step only staff can judge (catalogue-reviewed)",
        security: [{ bearer: [] }],
        params: launchStepParams,
        response: { 200: contract.answer },
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
