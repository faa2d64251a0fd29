import { access } from "../../../auth/access.ts";
import { confirmLaunchStep as contract, launchStepParams } from "@investar/contract/business/confirm-launch-step";
import { confirmLaunchStep } from "../services/confirm-launch-step.ts";
import { route } from "./route.ts";

export default route(
  { method: "POST", path: contract.path, params: launchStepParams, answer: contract.answer },
  {
    config: { access: access.admin },
    summary: "Admin: confirm a launch step only staff can judge (catalogue-reviewed)",
    handler: async (request, { deps, caller: admin }) => {
      await confirmLaunchStep(deps, admin.userId, request.params.step);
      return { step: request.params.step, done: true as const };
    },
  },
);
